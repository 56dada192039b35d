import type { ReactNode } from 'react';
import { Navigate, createBrowserRouter, useLocation, type RouteObject } from 'react-router-dom';
import type { Operacion, Vista } from '@shared/domain/permisos';
import { LoginPage } from '../features/auth/pages/LoginPage';
import { EnConstruccionPage, type Pantalla } from '../features/comun/pages/EnConstruccionPage';
import { ErrorPage, RouteErrorPage } from '../features/comun/pages/ErrorPage';
import { CursosPage } from '../features/cursos/pages/CursosPage';
import { PaginaCentrada } from '../ui/PaginaCentrada';
import { ConPermiso, RedireccionInicial, RequiereSesion, SoloSinSesion } from './guards';
import { AppLayout } from './layout/AppLayout';

type Permiso = readonly [Vista, Operacion];

/** A signed-in screen of spec 2: its path, its name, the permission it needs (spec 6). */
interface RutaPrivada {
  path: string;
  pantalla: Pantalla;
  permiso?: Permiso;
  /** The built screen; until then the route shows EnConstruccionPage. */
  element?: ReactNode;
}

const RUTAS_PRIVADAS: readonly RutaPrivada[] = [
  { path: 'perfil', pantalla: 'perfil' },
  { path: 'profile', pantalla: 'profile' },
  { path: 'usuarios', pantalla: 'usuarios', permiso: ['usuarios', 'consultar'] },
  { path: 'roles', pantalla: 'roles', permiso: ['roles', 'consultar'] },
  { path: 'roles/nuevo', pantalla: 'rolesNuevo', permiso: ['roles', 'crear'] },
  { path: 'roles/editar', pantalla: 'rolesEditar', permiso: ['roles', 'editar'] },
  {
    path: 'cursos',
    pantalla: 'cursos',
    permiso: ['cursos', 'consultar'],
    element: <CursosPage />,
  },
  { path: 'cursos/curso/:id', pantalla: 'cursoConsultar', permiso: ['cursos', 'consultar'] },
  {
    path: 'cursos/curso-files/:id',
    pantalla: 'cursoEditarArchivos',
    permiso: ['multimedias', 'consultar'],
  },
  { path: 'evaluaciones', pantalla: 'evaluaciones', permiso: ['evaluaciones', 'consultar'] },
  { path: 'evaluaciones/nuevo', pantalla: 'evaluacionNuevo', permiso: ['evaluaciones', 'crear'] },
  { path: 'calificaciones', pantalla: 'calificaciones', permiso: ['calificaciones', 'consultar'] },
  { path: 'certificados', pantalla: 'certificados' },
  { path: 'pl/:multimediaId', pantalla: 'multimedia', permiso: ['multimedias', 'consultar'] },
  { path: 'biblioteca', pantalla: 'biblioteca', permiso: ['multimedias', 'consultar'] },
  { path: 'wiki', pantalla: 'wiki' },
  { path: 'mapas/avantel/consultar', pantalla: 'mapas' },
  { path: 'informes/avantel', pantalla: 'informes' },
  { path: 'seed-module/seed-page', pantalla: 'seed' },
];

function pantallaConPermiso(pantalla: ReactNode, permiso: Permiso | undefined): ReactNode {
  if (!permiso) return pantalla;
  return (
    <ConPermiso vista={permiso[0]} op={permiso[1]}>
      {pantalla}
    </ConPermiso>
  );
}

/**
 * Spec 2 tells two screens apart only by a trailing slash: /evaluacion/{id} takes the test,
 * /evaluacion/{id}/ edits it. The router ignores trailing slashes, so this route looks.
 */
function EvaluacionRuta() {
  const { pathname } = useLocation();
  return pathname.endsWith('/')
    ? pantallaConPermiso(<EnConstruccionPage pantalla="evaluacionEditar" />, [
        'evaluaciones',
        'editar',
      ])
    : pantallaConPermiso(<EnConstruccionPage pantalla="evaluacionRealizar" />, [
        'evaluaciones',
        'consultar',
      ]);
}

function publica(pantalla: Pantalla): ReactNode {
  return (
    <PaginaCentrada>
      <EnConstruccionPage pantalla={pantalla} />
    </PaginaCentrada>
  );
}

export const rutas: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <RedireccionInicial /> },
      {
        path: 'login',
        element: (
          <SoloSinSesion>
            <LoginPage />
          </SoloSinSesion>
        ),
      },
      { path: 'signup', element: publica('signup') },
      { path: 'verificar-mail/:id/:token', element: publica('verificarMail') },
      { path: 'terminos', element: publica('terminos') },
      { path: '401', element: <ErrorPage codigo="401" /> },
      { path: '404', element: <ErrorPage codigo="404" /> },
      { path: '500', element: <ErrorPage codigo="500" /> },
      {
        element: <RequiereSesion />,
        children: [
          {
            element: <AppLayout />,
            children: [
              ...RUTAS_PRIVADAS.map(({ path, pantalla, permiso, element }) => ({
                path,
                element: pantallaConPermiso(
                  element ?? <EnConstruccionPage pantalla={pantalla} />,
                  permiso,
                ),
              })),
              { path: 'evaluacion/:id', element: <EvaluacionRuta /> },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

export const router = createBrowserRouter(rutas);
