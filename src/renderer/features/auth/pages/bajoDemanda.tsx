import { Cargando } from '../../../ui/Cargando';
import { bajoDemanda } from '../../../ui/bajoDemanda';

/**
 * The forced password change, fetched when a session needs it (issue 18): the login path
 * holds the guard that shows it, not the page, its form and its rules.
 */
export const CambioObligatorioPage = bajoDemanda(
  () => import('./CambioObligatorioPage').then((m) => m.CambioObligatorioPage),
  <Cargando />,
);
