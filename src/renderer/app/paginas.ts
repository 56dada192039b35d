import { perezosa } from './perezosa';

/**
 * Every screen but the login page and the error pages, fetched when first shown (issue 18,
 * docs/rendimiento-cliente.md). Each import is a feature's front door, so a feature is one
 * chunk and the heavy libraries it uses (pdf.js, charts, the wiki's markdown…) travel with it,
 * never on the way to the login form.
 */
const biblioteca = () => import('../features/biblioteca');
const calificaciones = () => import('../features/calificaciones');
const certificados = () => import('../features/certificados');
const conexion = () => import('../features/conexion');
const cursos = () => import('../features/cursos');
const demo = () => import('../features/demo');
const evaluaciones = () => import('../features/evaluaciones');
const importacion = () => import('../features/importacion');
const informes = () => import('../features/informes');
const mapas = () => import('../features/mapas');
const perfil = () => import('../features/perfil');
const progresos = () => import('../features/progresos');
const registro = () => import('../features/registro');
const roles = () => import('../features/roles');
const trabajos = () => import('../features/trabajos');
const usuarios = () => import('../features/usuarios');
const wiki = () => import('../features/wiki');

/** The signed-in frame (toolbar, menus, notifications): not needed before login either. */
export const AppLayoutPagina = perezosa(
  () => import('./layout/AppLayout'),
  (m) => m.AppLayout,
);

export const paginas = {
  Biblioteca: perezosa(biblioteca, (m) => m.BibliotecaPage),
  Calificaciones: perezosa(calificaciones, (m) => m.CalificacionesPage),
  Certificado: perezosa(certificados, (m) => m.CertificadoPage),
  CertificadosEmitidos: perezosa(certificados, (m) => m.CertificadosEmitidosPage),
  VerificarCertificado: perezosa(certificados, (m) => m.VerificarCertificadoPage),
  Conexion: perezosa(conexion, (m) => m.ConexionPage),
  Credenciales: perezosa(importacion, (m) => m.CredencialesPage),
  CursoDetalle: perezosa(cursos, (m) => m.CursoDetallePage),
  Cursos: perezosa(cursos, (m) => m.CursosPage),
  MultimediasCurso: perezosa(cursos, (m) => m.MultimediasCursoPage),
  Demo: perezosa(demo, (m) => m.DemoPage),
  EditorWiki: perezosa(wiki, (m) => m.EditorWikiPage),
  HistorialWiki: perezosa(wiki, (m) => m.HistorialWikiPage),
  PaginaWiki: perezosa(wiki, (m) => m.PaginaWikiPage),
  Wiki: perezosa(wiki, (m) => m.WikiPage),
  EvaluacionForm: perezosa(evaluaciones, (m) => m.EvaluacionFormPage),
  Evaluaciones: perezosa(evaluaciones, (m) => m.EvaluacionesPage),
  RendirEvaluacion: perezosa(evaluaciones, (m) => m.RendirEvaluacionPage),
  Informes: perezosa(informes, (m) => m.InformesPage),
  Mapas: perezosa(mapas, (m) => m.MapasPage),
  Perfil: perezosa(perfil, (m) => m.PerfilPage),
  Profile: perezosa(perfil, (m) => m.ProfilePage),
  Roles: perezosa(roles, (m) => m.RolesPage),
  Signup: perezosa(registro, (m) => m.SignupPage),
  Terminos: perezosa(registro, (m) => m.TerminosPage),
  VerificarEmail: perezosa(registro, (m) => m.VerificarEmailPage),
  Trabajos: perezosa(trabajos, (m) => m.TrabajosPage),
  Usuarios: perezosa(usuarios, (m) => m.UsuariosPage),
  VisorMultimedia: perezosa(progresos, (m) => m.VisorMultimediaPage),
};
