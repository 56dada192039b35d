import { protocol } from 'electron';
import { responderLeccion, type FuenteLecciones } from './services/descargas/responderLeccion';

/**
 * The `leccion://<multimediaId>` scheme: downloaded lessons play from disk through it, with
 * Range support (services/descargas/responderLeccion.ts holds the logic, tested in Node).
 *
 * The renderer's CSP comes from the platform server (src/server/http/security.ts):
 * `media-src` (video/audio), `img-src` (image lessons) and `connect-src` (pdf.js fetches the
 * PDF) must list `leccion:` or Chromium blocks these URLs; `frame-src` too if a lesson is
 * ever shown in an iframe.
 */
export const ESQUEMA_LECCION = 'leccion';

/**
 * Must run before `app` is ready (Electron only accepts privileged schemes then).
 * standard: real URLs with a host (the lesson id); secure: no mixed-content warnings;
 * stream: media elements read the response as it streams (seeking); supportFetchAPI and
 * corsEnabled: pdf.js fetches the file cross-origin from the renderer's http origin.
 */
export function registrarEsquemaLeccion(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: ESQUEMA_LECCION,
      privileges: {
        standard: true,
        secure: true,
        stream: true,
        supportFetchAPI: true,
        corsEnabled: true,
      },
    },
  ]);
}

/** After `app` is ready; `fuente` is the DescargasService. */
export function registrarProtocoloLeccion(fuente: FuenteLecciones): () => void {
  protocol.handle(ESQUEMA_LECCION, (request) => responderLeccion(request, fuente));
  return () => protocol.unhandle(ESQUEMA_LECCION);
}
