import { auth } from './auth';
import { comun } from './comun';
import { comentarios } from './comentarios';
import { biblioteca } from './biblioteca';
import { cursos } from './cursos';
import { datos } from './datos';
import { errores } from './errores';
import { layout } from './layout';
import { multimedias } from './multimedias';
import { pantallas } from './pantallas';
import { perfil } from './perfil';
import { registro } from './registro';
import { reproductor } from './reproductor';
import { roles } from './roles';
import { usuarios } from './usuarios';
import { validacion } from './validacion';
import { evaluaciones } from './evaluaciones';
import { calificaciones } from './calificaciones';
import { certificados } from './certificados';
import { instalacion } from './instalacion';
import { kiosko } from './kiosko';
import { offline } from './offline';
import { descargas } from './descargas';
import { conexion } from './conexion';
import { importacion } from './importacion';
import { notificaciones } from './notificaciones';
import { monitor } from './monitor';
import { mapas } from './mapas';
import { informesDefiniciones } from './informesDefiniciones';
import { informes } from './informes';
import { demo } from './demo';
import { preferencias } from './preferencias';
import { codigos } from './codigos';
import { diseno } from './diseno';
import { subtitulos } from './subtitulos';
import { wiki } from './wiki';
import { trabajos } from './trabajos';

/** Spanish: the source language. Every other locale must have exactly these keys. */
export const es = {
  mapas,
  informesDefiniciones,
  informes,
  demo,
  comun,
  auth,
  cursos,
  errores,
  pantallas,
  layout,
  datos,
  validacion,
  usuarios,
  roles,
  registro,
  perfil,
  multimedias,
  biblioteca,
  comentarios,
  reproductor,
  evaluaciones,
  calificaciones,
  certificados,
  instalacion,
  kiosko,
  offline,
  descargas,
  conexion,
  importacion,
  notificaciones,
  monitor,
  preferencias,
  codigos,
  diseno,
  subtitulos,
  wiki,
  trabajos,
};

/** The shape every locale follows: the same keys as Spanish, any text. */
export type Traducciones<T = typeof es> = {
  [K in keyof T]: T[K] extends string ? string : Traducciones<T[K]>;
};
