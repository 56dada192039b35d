import { listarMunicipios } from '../datos';
import { ENCABEZADOS_PLANTILLA } from './csv';
import type { CampoImportacion } from './csv';
import { escribirCsv } from './csvSalida';
import type { Credencial } from './credenciales';
import { clave } from './normalizar';
import type { ResultadoGuardado } from './resultado';

/** The CSV files of the import: template, error report, initial credentials. */

export const ARCHIVOS_IMPORTACION = {
  plantilla: 'plantilla-usuarios.csv',
  errores: 'errores-importacion.csv',
  credenciales: 'credenciales-iniciales.csv',
} as const;

export const COLUMNA_ERRORES = 'errores';
export const SEPARADOR_ERRORES = ' | ';

/** A place from the data file, so the example row validates on every installation. */
function ubicacionDeEjemplo(): { municipio: string; institucion: string } {
  const m = listarMunicipios().find((x) => x.instituciones.length > 0);
  return { municipio: m?.nombre ?? '', institucion: m?.instituciones[0]?.nombrePunto ?? '' };
}

/**
 * Headers and one realistic row: a learner with the Estudiante role, no courses (course
 * codes differ per centre) and no password (one is generated; they change it at first
 * login). Importing the template as is creates that one user.
 */
export function plantillaCsv(): Buffer {
  const { municipio, institucion } = ubicacionDeEjemplo();
  const ejemplo: Record<CampoImportacion, string> = {
    email: 'maria.gomez@correo.co',
    nombre: 'María José',
    apellidos: 'Gómez Peña',
    tipoIdentificacion: 'Cedula ciudadanía',
    identificacion: '1045678901',
    telefono: '3001234567',
    municipio,
    institucion,
    tipoRegistro: 'Estudiante',
    rol: 'Estudiante',
    cursos: '',
    activo: 'sí',
    password: '',
  };
  return escribirCsv(ENCABEZADOS_PLANTILLA, [ENCABEZADOS_PLANTILLA.map((c) => ejemplo[c])]);
}

/**
 * The error rows as sent — original headers and cells, the file's delimiter — plus a last
 * column with the reasons, so the admin fixes them in the spreadsheet and imports the same
 * file again. A previous report's own `errores` column is replaced, not repeated (it is an
 * unknown header to the importer anyway). Cells beyond the header row are dropped.
 */
export function erroresCsv(r: ResultadoGuardado, delimitador: string): Buffer {
  const conservar = r.encabezados
    .map((e, i) => ({ e, i }))
    .filter(({ e }) => clave(e) !== clave(COLUMNA_ERRORES));
  const filas = r.filas
    .filter((f) => f.estado === 'error')
    .map((f) => [
      ...conservar.map(({ i }) => f.celdas[i] ?? ''),
      f.errores.join(SEPARADOR_ERRORES),
    ]);
  return escribirCsv([...conservar.map(({ e }) => e), COLUMNA_ERRORES], filas, delimitador);
}

export function credencialesCsv(credenciales: readonly Credencial[]): Buffer {
  return escribirCsv(
    ['Email', 'Nombre completo', 'Contraseña inicial'],
    credenciales.map((c) => [c.email, c.nombre, c.password]),
  );
}
