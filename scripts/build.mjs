// @ts-check
/**
 * `npm run build`: `electron-vite build` (arguments passed on), then out/.build-stamp, so that
 * `npm start` and `npm run server` recognise this build as fresh instead of building again.
 */
import { build } from './ensure-build.mjs';

await build({ args: process.argv.slice(2) });
