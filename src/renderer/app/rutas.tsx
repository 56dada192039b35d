import type { ReactNode } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import type { Operacion, Vista } from '@shared/domain/permisos';
import { LoginPage } from '../features/auth';
import { ErrorPage, RouteErrorPage, type Pantalla } from '../features/comun';
import { BibliotecaPage } from '../features/biblioteca';
import { CalificacionesPage } from '../features/calificaciones';
import { ConexionPage } from '../features/conexion';
import {
  CertificadoPage,
  CertificadosEmitidosPage,
  VerificarCertificadoPage,
} from '../features/certificados';
import { CursoDetallePage, CursosPage, MultimediasCursoPage } from '../features/cursos';
import { DemoPage } from '../features/demo';
import { InstalacionPage, IrAInstalacionSiPendiente } from '../features/instalacion';
import { InformesPage } from '../features/informes';
import { MapasPage } from '../features/mapas';
import { CredencialesPage } from '../features/importacion';
import {
  EvaluacionesPage,
  EvaluacionFormPage,
  RendirEvaluacionPage,
} from '../features/evaluaciones';
import { PerfilPage, ProfilePage } from '../features/perfil';
import { VisorMultimediaPage } from '../features/progresos';
import { SignupPage, TerminosPage, VerificarEmailPage } from '../features/registro';
import { RolesPage } from '../features/roles';
import { TrabajosPage } from '../features/trabajos';
import { UsuariosPage } from '../features/usuarios';
import { EditorWikiPage, HistorialWikiPage, PaginaWikiPage, WikiPage } from '../features/wiki';
import { ConPermiso, RedireccionInicial, RequiereSesion, SoloSinSesion } from './guards';
import { AppLayout } from './layout/AppLayout';

/** A view and operation, or ADMINISTRADOR alone (the route table's `administrador`). */
type Permiso = readonly [Vista, Operacion] | 'administrador';

/** A signed-in screen of spec 2: its path, its name, the permission it needs (spec 6). */
interface RutaPrivada {
  path: string;
  pantalla: Pantalla;
  permiso?: Permiso;
  /** The screen (issue 16 built the last two, wiki and the demo page: no placeholder left). */
  element: ReactNode;
}

const RUTAS_PRIVADAS: readonly RutaPrivada[] = [
  { path: 'perfil', pantalla: 'perfil', element: <PerfilPage /> },
  { path: 'profile', pantalla: 'profile', element: <ProfilePage /> },
  {
    path: 'usuarios',
    pantalla: 'usuarios',
    permiso: ['usuarios', 'consultar'],
    element: <UsuariosPage />,
  },
  {
    path: 'cursos',
    pantalla: 'cursos',
    permiso: ['cursos', 'consultar'],
    element: <CursosPage />,
  },
  {
    path: 'cursos/curso/:id',
    pantalla: 'cursoConsultar',
    permiso: ['cursos', 'consultar'],
    element: <CursoDetallePage />,
  },
  {
    path: 'cursos/curso-files/:id',
    pantalla: 'cursoEditarArchivos',
    permiso: ['multimedias', 'consultar'],
    element: <MultimediasCursoPage />,
  },
  {
    path: 'evaluaciones',
    pantalla: 'evaluaciones',
    permiso: ['evaluaciones', 'consultar'],
    element: <EvaluacionesPage />,
  },
  {
    path: 'evaluaciones/nuevo',
    pantalla: 'evaluacionNuevo',
    permiso: ['evaluaciones', 'crear'],
    element: <EvaluacionFormPage />,
  },
  {
    path: 'calificaciones',
    pantalla: 'calificaciones',
    permiso: ['calificaciones', 'consultar'],
    element: <CalificacionesPage />,
  },
  // No permission: the page itself sends users without an approval to /401 (spec 4).
  { path: 'certificados', pantalla: 'certificados', element: <CertificadoPage /> },
  {
    path: 'certificados/emitidos',
    pantalla: 'certificadosEmitidos',
    permiso: ['calificaciones', 'consultar'],
    element: <CertificadosEmitidosPage />,
  },
  {
    path: 'pl/:multimediaId',
    pantalla: 'multimedia',
    permiso: ['multimedias', 'consultar'],
    element: <VisorMultimediaPage />,
  },
  {
    path: 'biblioteca',
    pantalla: 'biblioteca',
    permiso: ['multimedias', 'consultar'],
    element: <BibliotecaPage />,
  },
  { path: 'wiki', pantalla: 'wiki', permiso: ['wiki', 'consultar'], element: <WikiPage /> },
  { path: 'wiki/nueva', pantalla: 'wiki', permiso: ['wiki', 'crear'], element: <EditorWikiPage /> },
  {
    path: 'wiki/:slug',
    pantalla: 'wiki',
    permiso: ['wiki', 'consultar'],
    element: <PaginaWikiPage />,
  },
  {
    path: 'wiki/:slug/editar',
    pantalla: 'wiki',
    permiso: ['wiki', 'editar'],
    element: <EditorWikiPage />,
  },
  {
    path: 'wiki/:slug/historial',
    pantalla: 'wiki',
    permiso: ['wiki', 'consultar'],
    element: <HistorialWikiPage />,
  },
  {
    path: 'mapas/avantel/consultar',
    pantalla: 'mapas',
    permiso: ['informes', 'consultar'],
    element: <MapasPage />,
  },
  {
    path: 'informes/avantel',
    pantalla: 'informes',
    permiso: ['informes', 'consultar'],
    element: <InformesPage />,
  },
  {
    // Issue 16: the admins' page about the demo content (removing it means deleting courses).
    path: 'seed-module/seed-page',
    pantalla: 'seed',
    permiso: ['cursos', 'eliminar'],
    element: <DemoPage />,
  },
  {
    // Issue 17: background jobs and their dead-letter list, for ADMINISTRADOR only.
    path: 'trabajos',
    pantalla: 'trabajos',
    permiso: 'administrador',
    element: <TrabajosPage />,
  },
];

function pantallaConPermiso(pantalla: ReactNode, permiso: Permiso | undefined): ReactNode {
  if (!permiso) return pantalla;
  if (permiso === 'administrador') return <ConPermiso vista="administrador">{pantalla}</ConPermiso>;
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
    ? pantallaConPermiso(<EvaluacionFormPage />, ['evaluaciones', 'editar'])
    : pantallaConPermiso(<RendirEvaluacionPage />, ['evaluaciones', 'consultar']);
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
            {/* A local installation's first start creates its administrator instead. */}
            <IrAInstalacionSiPendiente />
            <LoginPage />
          </SoloSinSesion>
        ),
      },
      // Desktop connection settings: before login, since a wrong server keeps anyone from signing in.
      { path: 'conexion', element: <ConexionPage /> },
      { path: 'signup', element: <SignupPage /> },
      // First start of a local installation; the page itself hands over to /login otherwise.
      { path: 'instalacion', element: <InstalacionPage /> },
      { path: 'verificar-mail/:id/:token', element: <VerificarEmailPage /> },
      { path: 'terminos', element: <TerminosPage /> },
      // Public on purpose: whoever scans a certificate's QR checks it, with or without a session.
      { path: 'verificar/:codigo', element: <VerificarCertificadoPage /> },
      { path: '401', element: <ErrorPage codigo="401" /> },
      { path: '404', element: <ErrorPage codigo="404" /> },
      { path: '500', element: <ErrorPage codigo="500" /> },
      {
        element: <RequiereSesion />,
        children: [
          // Outside the app's frame: the sheet of initial passwords prints alone (issue 8).
          {
            path: 'usuarios/importaciones/:lote/credenciales',
            element: pantallaConPermiso(<CredencialesPage />, ['usuarios', 'crear']),
          },
          {
            element: <AppLayout />,
            children: [
              ...RUTAS_PRIVADAS.map(({ path, permiso, element }) => ({
                path,
                element: pantallaConPermiso(element, permiso),
              })),
              { path: 'evaluacion/:id', element: <EvaluacionRuta /> },
              {
                // /roles/nuevo and /roles/editar?rol=<id> open dialogs of the same screen:
                // child routes keep it mounted (selection and unsaved checkboxes survive).
                path: 'roles',
                element: pantallaConPermiso(<RolesPage />, ['roles', 'consultar']),
                children: [
                  { index: true, element: null },
                  { path: 'nuevo', element: pantallaConPermiso(null, ['roles', 'crear']) },
                  { path: 'editar', element: pantallaConPermiso(null, ['roles', 'editar']) },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
