/**
 * The maps (issue 15, docs/informes-api.md) at programme scale: 100,000 learners, 50
 * courses and about 2 million progress records in a SQLite file (the shared generator
 * bench/programa/sembrarPrograma.ts), then the real server timed over HTTP: every course's
 * card as an administrator, a filter, one card, the CSV, and a tutor's cards.
 * Prints figures; never fails on a time (the issue sets no goal for maps).
 * Run: `tsx bench/mapas.ts [--aprendices N]`.
 */
import { parseArgs } from 'node:util';
import { tokenAdmin } from '../tests/server/helpers/cuentas';
import { medirHttp, servidorConPrograma, tutorDeCursos } from './programa/banco';

const medir = (nombre: string, llamada: () => Promise<{ status: number }>) =>
  medirHttp(nombre, llamada, { ancho: 44 });

async function principal() {
  const { values } = parseArgs({ options: { aprendices: { type: 'string' } } });
  const { srv, programa, ms } = await servidorConPrograma('sqlite', {
    aprendices: values.aprendices ? Number(values.aprendices) : 100_000,
    alAvanzar: (hechos, total) => process.stdout.write(`\rsembrando ${hechos}/${total}`),
  });
  try {
    console.log(
      `\n${programa.aprendices} aprendices, ${programa.cursos.length} cursos, ${programa.progresos} progresos (${(ms / 1000).toFixed(0)} s)\n`,
    );
    const { db } = srv.server.services;
    const admin = await tokenAdmin(srv);
    const cursos = await db
      .selectFrom('cursos')
      .select('id')
      .orderBy('creado_en')
      .limit(3)
      .execute();
    const tutor = await tutorDeCursos(
      srv,
      cursos.map((c) => c.id),
    );
    const buscar = (body: object, token = admin) =>
      srv.request('POST', '/api/mapas/mapas/buscar', { token, body });

    const todas = (await buscar({})).body as {
      data: { aprendices: number; completados: number }[];
    };
    const suma = todas.data.reduce((s, t) => s + t.aprendices, 0);
    const hechos = todas.data.reduce((s, t) => s + t.completados, 0);
    console.log(
      `${todas.data.length} tarjetas, ${suma} aprendices asignados, ${hechos} terminaron\n`,
    );
    await medir('buscar: todas las tarjetas (admin)', () => buscar({}));
    await medir('buscar: solo activos, texto (admin)', () =>
      buscar({ estado: 'activos', texto: 'curso' }),
    );
    await medir('id: una tarjeta (admin)', () =>
      srv.request('POST', '/api/mapas/mapas/id', { token: admin, body: { _id: cursos[0]?.id } }),
    );
    await medir('reporte: CSV de todas (admin)', () =>
      srv.request('POST', '/api/mapas/mapas/reporte', { token: admin, body: {} }),
    );
    await medir('buscar: tutor con 3 cursos', () => buscar({}, tutor));
  } finally {
    await srv.close();
  }
}

await principal();
