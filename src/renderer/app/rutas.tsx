import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useMatches, type RouteObject } from 'react-router-dom';
import type { Operacion, Vista } from '@shared/domain/permisos';
import { LoginPage, selectSesionActiva } from '../features/auth';
import { ErrorPage, RouteErrorPage, type Pantalla } from '../features/comun';
import { InstalacionPage, IrAInstalacionSiPendiente } from '../features/instalacion';
import { ConPermiso, RedireccionInicial, RequiereSesion, SoloSinSesion } from './guards';
import { useAppSelector } from './hooks';
import { AppLayoutPagina, paginas } from './paginas';
import { conCarga, type PaginaPerezosa } from './perezosa';

/** A view and operation, or ADMINISTRADOR alone (the route table's `administrador`). */
type Permiso = readonly [Vista, Operacion] | 'administrador';

/** A signed-in screen of spec 2: its path, its name, the permission it needs (spec 6). */
interface RutaPrivada {
  path: string;
  pantalla: Pantalla;
  permiso?: Permiso;
  /** The screen (issue 16 built the last two, wiki and the demo page: no placeholder left). */
  pagina: PaginaPerezosa;
}

const RUTAS_PRIVADAS: readonly RutaPrivada[] = [
  { path: 'perfil', pantalla: 'perfil', pagina: paginas.Perfil },
  { path: 'profile', pantalla: 'profile', pagina: paginas.Profile },
  {
    path: 'usuarios',
    pantalla: 'usuarios',
    permiso: ['usuarios', 'consultar'],
    pagina: paginas.Usuarios,
  },
  {
    path: 'cursos',
    pantalla: 'cursos',
    permiso: ['cursos', 'consultar'],
    pagina: paginas.Cursos,
  },
  {
    path: 'cursos/curso/:id',
    pantalla: 'cursoConsultar',
    permiso: ['cursos', 'consultar'],
    pagina: paginas.CursoDetalle,
  },
  {
    path: 'cursos/curso-files/:id',
    pantalla: 'cursoEditarArchivos',
    permiso: ['multimedias', 'consultar'],
    pagina: paginas.MultimediasCurso,
  },
  {
    path: 'evaluaciones',
    pantalla: 'evaluaciones',
    permiso: ['evaluaciones', 'consultar'],
    pagina: paginas.Evaluaciones,
  },
  {
    path: 'evaluaciones/nuevo',
    pantalla: 'evaluacionNuevo',
    permiso: ['evaluaciones', 'crear'],
    pagina: paginas.EvaluacionForm,
  },
  {
    path: 'calificaciones',
    pantalla: 'calificaciones',
    permiso: ['calificaciones', 'consultar'],
    pagina: paginas.Calificaciones,
  },
  // No permission: the page itself sends users without an approval to /401 (spec 4).
  { path: 'certificados', pantalla: 'certificados', pagina: paginas.Certificado },
  {
    path: 'certificados/emitidos',
    pantalla: 'certificadosEmitidos',
    permiso: ['calificaciones', 'consultar'],
    pagina: paginas.CertificadosEmitidos,
  },
  {
    path: 'pl/:multimediaId',
    pantalla: 'multimedia',
    permiso: ['multimedias', 'consultar'],
    pagina: paginas.VisorMultimedia,
  },
  {
    path: 'biblioteca',
    pantalla: 'biblioteca',
    permiso: ['multimedias', 'consultar'],
    pagina: paginas.Biblioteca,
  },
  { path: 'wiki', pantalla: 'wiki', permiso: ['wiki', 'consultar'], pagina: paginas.Wiki },
  { path: 'wiki/nueva', pantalla: 'wiki', permiso: ['wiki', 'crear'], pagina: paginas.EditorWiki },
  {
    path: 'wiki/:slug',
    pantalla: 'wiki',
    permiso: ['wiki', 'consultar'],
    pagina: paginas.PaginaWiki,
  },
  {
    path: 'wiki/:slug/editar',
    pantalla: 'wiki',
    permiso: ['wiki', 'editar'],
    pagina: paginas.EditorWiki,
  },
  {
    path: 'wiki/:slug/historial',
    pantalla: 'wiki',
    permiso: ['wiki', 'consultar'],
    pagina: paginas.HistorialWiki,
  },
  {
    path: 'mapas/avantel/consultar',
    pantalla: 'mapas',
    permiso: ['informes', 'consultar'],
    pagina: paginas.Mapas,
  },
  {
    path: 'informes/avantel',
    pantalla: 'informes',
    permiso: ['informes', 'consultar'],
    pagina: paginas.Informes,
  },
  {
    // Issue 16: the admins' page about the demo content (removing it means deleting courses).
    path: 'seed-module/seed-page',
    pantalla: 'seed',
    permiso: ['cursos', 'eliminar'],
    pagina: paginas.Demo,
  },
  {
    // Issue 17: background jobs and their dead-letter list, for ADMINISTRADOR only.
    path: 'trabajos',
    pantalla: 'trabajos',
    permiso: 'administrador',
    pagina: paginas.Trabajos,
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
    ? pantallaConPermiso(conCarga(paginas.EvaluacionForm), ['evaluaciones', 'editar'])
    : pantallaConPermiso(conCarga(paginas.RendirEvaluacion), ['evaluaciones', 'consultar']);
}

/** What a route carries for the preloading below (its `handle`). */
interface Precarga {
  precargar(): Promise<unknown>;
}

const precarga = (...paginasRuta: PaginaPerezosa[]): Precarga => ({
  precargar: () => Promise.all(paginasRuta.map((p) => p.precargar())),
});

/**
 * Signed-in routes: with a session, starts fetching the frame and the page of every matched
 * route at once, before the frame renders, so /cursos after login costs one round trip
 * instead of two. Without one nothing is fetched: the visitor is on the way to /login.
 */
function SesionConPrecarga() {
  const matches = useMatches();
  const activa = useAppSelector(selectSesionActiva);
  if (activa) for (const { handle } of matches) void (handle as Precarga | undefined)?.precargar();
  return <RequiereSesion />;
}

/** What the user does first on /login: typing, a click or a tap, never a scripted focus. */
const GESTOS_DE_USUARIO = ['input', 'keydown', 'pointerdown'] as const;

/**
 * On /login: the user's first gesture fetches the frame and the course list, where they go
 * next, so signing in waits only for the API. Not on load (the form must not wait for them),
 * nor on focus (the page focuses its heading by script, ui/focoNuncaPerdido.ts).
 */
function PrecargaTrasLogin() {
  useEffect(() => {
    const precargar = () => {
      quitar();
      void AppLayoutPagina.precargar();
      void paginas.Cursos.precargar();
    };
    const quitar = () => {
      for (const gesto of GESTOS_DE_USUARIO) document.removeEventListener(gesto, precargar, true);
    };
    for (const gesto of GESTOS_DE_USUARIO) document.addEventListener(gesto, precargar, true);
    return quitar;
  }, []);
  return null;
}

/** A public route whose screen is fetched on first visit. */
const publica = (path: string, pagina: PaginaPerezosa): RouteObject => ({
  path,
  element: conCarga(pagina),
});

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
            <PrecargaTrasLogin />
          </SoloSinSesion>
        ),
      },
      // Desktop connection settings: before login, since a wrong server keeps anyone from signing in.
      publica('conexion', paginas.Conexion),
      publica('signup', paginas.Signup),
      // First start of a local installation; the page itself hands over to /login otherwise.
      // In the login path already (IrAInstalacionSiPendiente comes from the same feature).
      { path: 'instalacion', element: <InstalacionPage /> },
      publica('verificar-mail/:id/:token', paginas.VerificarEmail),
      publica('terminos', paginas.Terminos),
      // Public on purpose: whoever scans a certificate's QR checks it, with or without a session.
      publica('verificar/:codigo', paginas.VerificarCertificado),
      { path: '401', element: <ErrorPage codigo="401" /> },
      { path: '404', element: <ErrorPage codigo="404" /> },
      { path: '500', element: <ErrorPage codigo="500" /> },
      {
        element: <SesionConPrecarga />,
        children: [
          // Outside the app's frame: the sheet of initial passwords prints alone (issue 8).
          {
            path: 'usuarios/importaciones/:lote/credenciales',
            handle: precarga(paginas.Credenciales),
            element: pantallaConPermiso(conCarga(paginas.Credenciales), ['usuarios', 'crear']),
          },
          {
            handle: precarga(AppLayoutPagina),
            element: conCarga(AppLayoutPagina),
            children: [
              ...RUTAS_PRIVADAS.map(({ path, permiso, pagina }) => ({
                path,
                handle: precarga(pagina),
                element: pantallaConPermiso(conCarga(pagina), permiso),
              })),
              {
                path: 'evaluacion/:id',
                handle: precarga(paginas.EvaluacionForm),
                element: <EvaluacionRuta />,
              },
              {
                // /roles/nuevo and /roles/editar?rol=<id> open dialogs of the same screen:
                // child routes keep it mounted (selection and unsaved checkboxes survive).
                path: 'roles',
                handle: precarga(paginas.Roles),
                element: pantallaConPermiso(conCarga(paginas.Roles), ['roles', 'consultar']),
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
