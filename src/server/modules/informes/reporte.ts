import type { FilaCentro, RangoInforme, ReporteInforme } from '@shared/api/informes';
import { formatearFecha } from '@shared/dates';
import { ZONA_INFORMES, horas, instantesDelRango } from '@shared/domain/informes';
import type { AuthContext } from '../../http/authenticate';
import type { Services } from '../../services';
import { alcanceDelLlamante, cursosDelAlcance } from '../cursos';
import { escribirCsv } from '../importacion';
import { ReporteRepository } from './repositoryReporte';

/**
 * Runs the programme report for a range of Colombian days, over the caller's scope: a
 * tutor's report counts only the activity on its courses and the learners assigned to them
 * (docs/informes.md for every figure's rule).
 */
export async function generarReporte(
  services: Services,
  auth: AuthContext,
  rango: RangoInforme,
): Promise<ReporteInforme> {
  const alcance = await alcanceDelLlamante(services, auth);
  const filtro = {
    dias: rango,
    instantes: instantesDelRango(rango.desde, rango.hasta),
    cursos: cursosDelAlcance(alcance),
    llamante: alcance.todos ? undefined : auth.row.id,
  };
  const repo = new ReporteRepository(services.db);
  const [centros, cursos, eventos] = await Promise.all([
    repo.porCentro(filtro),
    repo.cursosConActividad(filtro),
    repo.eventos(filtro),
  ]);
  const grafica: FilaCentro[] = centros
    .map((c) => ({
      centro: c.centro,
      municipio: c.municipio,
      segundosEstudio: Math.round(c.segundos),
      horas: horas(c.segundos),
      llamadas: c.vistas,
      leccionesCompletadas: c.lecciones_completadas,
      cursosCompletados: c.cursos_completados,
    }))
    .sort(
      (a, b) =>
        b.llamadas - a.llamadas ||
        b.segundosEstudio - a.segundosEstudio ||
        a.centro.localeCompare(b.centro, 'es'),
    );
  const suma = (f: (c: FilaCentro) => number) => grafica.reduce((s, c) => s + f(c), 0);
  const segundos = Math.round(centros.reduce((s, c) => s + c.segundos, 0));
  return {
    ok: true,
    desde: rango.desde,
    hasta: rango.hasta,
    zonaHoraria: ZONA_INFORMES,
    alcance: alcance.todos ? 'todos' : 'misCursos',
    total: {
      horasGrabacion: horas(segundos),
      segundosEstudio: segundos,
      cursos,
      llamadas: suma((c) => c.llamadas),
      registrados: eventos.registrados,
      leccionesCompletadas: suma((c) => c.leccionesCompletadas),
      cursosCompletados: suma((c) => c.cursosCompletados),
      aprobados: eventos.aprobados,
      certificados: eventos.certificados,
    },
    grafica,
  };
}

/** HH:MM:SS of a number of seconds (hours may pass 99). */
export function duracion(segundos: number): string {
  const s = Math.max(0, Math.round(segundos));
  const dos = (n: number) => String(n).padStart(2, '0');
  return `${dos(Math.floor(s / 3600))}:${dos(Math.floor((s % 3600) / 60))}:${dos(s % 60)}`;
}

/** Decimal comma: what a Spanish-locale spreadsheet reads as a number. */
const decimal = (n: number) => n.toFixed(2).replace('.', ',');

const ENCABEZADOS = [
  'Centro',
  'Municipio',
  'Horas de estudio',
  'Tiempo de estudio (HH:MM:SS)',
  'Vistas de lecciones',
  'Lecciones completadas',
  'Cursos completados',
] as const;

/** The report as a CSV (`;`, UTF-8 with BOM): a row per centre, the totals, the events. */
export function csvDelReporte(r: ReporteInforme): Buffer {
  const fila = (centro: string, municipio: string, c: Omit<FilaCentro, 'centro' | 'municipio'>) => [
    centro,
    municipio,
    decimal(c.horas),
    duracion(c.segundosEstudio),
    String(c.llamadas),
    String(c.leccionesCompletadas),
    String(c.cursosCompletados),
  ];
  const t = r.total;
  const total = { ...t, horas: t.horasGrabacion, segundosEstudio: t.segundosEstudio };
  const rango = `${formatearFecha(`${r.desde}T12:00:00`, 'fechaLarga4')} al ${formatearFecha(`${r.hasta}T12:00:00`, 'fechaLarga4')}`;
  return escribirCsv(ENCABEZADOS, [
    ...r.grafica.map((c) => fila(c.centro, c.municipio, c)),
    fila('TOTAL', '', total),
    [],
    ['Informe', `Del ${rango} (hora de Colombia)`],
    ['Cursos con actividad', String(t.cursos)],
    ['Usuarios registrados', String(t.registrados)],
    ['Evaluaciones aprobadas', String(t.aprobados)],
    ['Certificados emitidos', String(t.certificados)],
  ]);
}

export function nombreCsv(r: ReporteInforme): string {
  return `informe-${r.desde}-a-${r.hasta}.csv`;
}
