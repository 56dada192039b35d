import { RouterProvider } from 'react-router-dom';
import { selectEstadoSesion } from '../features/auth';
import { Cargando } from '../ui/Cargando';
import { useFocoNuncaPerdido } from '../ui/focoNuncaPerdido';
import { useAppSelector } from './hooks';
import { router } from './router';

/**
 * Routes wait until the stored token was checked (spec 4): deciding "logged out" earlier
 * would bounce a remembered user to /login and lose the page they opened.
 */
export function App() {
  useFocoNuncaPerdido();
  const estado = useAppSelector(selectEstadoSesion);
  if (estado === 'iniciando') return <Cargando />;
  return <RouterProvider router={router} />;
}
