import type { AxiosInstance } from 'axios';
import type { PlatformBridge } from '@shared/bridge';

/**
 * What the store's side effects need from outside: handed to thunks, listeners and the
 * API's base query as the thunk "extra" argument, so tests can pass an in-memory platform
 * and an axios instance with a fake transport.
 */
export interface AppDeps {
  platform: PlatformBridge;
  http: AxiosInstance;
}
