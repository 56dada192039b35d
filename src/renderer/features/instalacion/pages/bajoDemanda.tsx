import { Cargando } from '../../../ui/Cargando';
import { bajoDemanda } from '../../../ui/bajoDemanda';

/**
 * The first start's page, fetched when shown (issue 18): /login only needs the redirect to
 * it, not the page, its form and its rules.
 */
export const InstalacionPage = bajoDemanda(
  () => import('./InstalacionPage').then((m) => m.InstalacionPage),
  <Cargando />,
);
