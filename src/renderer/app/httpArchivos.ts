import type { AxiosInstance } from 'axios';
import type { AppDeps } from './deps';

/** JSON calls only; uploads and downloads set their own, longer timeouts per request. */
export const TIMEOUT_API_MS = 30_000;

let propia: Promise<AxiosInstance> | null = null;

/**
 * The axios instance of uploads and downloads: the one the store was given (tests), or the
 * app's own, made on the first transfer (issue 18: axios is not in the login path).
 */
export function httpArchivos({ http }: AppDeps): Promise<AxiosInstance> {
  if (http) return Promise.resolve(http);
  propia ??= import('axios').then(
    ({ default: axios }) => axios.create({ timeout: TIMEOUT_API_MS }),
    (error: unknown) => {
      propia = null;
      throw error;
    },
  );
  return propia;
}
