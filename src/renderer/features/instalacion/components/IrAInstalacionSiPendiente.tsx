import { useIrAInstalacionSiPendiente } from '../hooks';

/**
 * Mounted by the router next to the login page: a local installation's first start creates
 * its administrator instead (/instalacion). The router composes the two so that auth, which
 * every feature imports, does not import instalacion (that was an import cycle).
 */
export function IrAInstalacionSiPendiente() {
  useIrAInstalacionSiPendiente();
  return null;
}
