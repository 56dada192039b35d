/**
 * User search at 100,000 users (issue 18), on SQLite and, when a cluster is given, on
 * PostgreSQL: the seeding and the timed searches are the users bench's
 * (bench/lib/busquedaUsuarios.ts); this only reports them against the goal.
 */
import type { Informe } from './informe';

export async function medirBusqueda(informe: Informe, urlPg: string | null): Promise<void> {
  // Loaded only when this section runs: it brings the 100,000-user seeding with it.
  const { medirBusquedaUsuarios } = await import('../lib/busquedaUsuarios');
  const dialectos = urlPg ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);
  for (const dialecto of dialectos) {
    const r = await medirBusquedaUsuarios(dialecto);
    informe.agregar({
      clave: `busqueda.${dialecto}.p99`,
      descripcion: `${dialecto} búsqueda de usuarios (${r.consultas.length} términos), p99 · p50 ${Math.round(r.p50 * 10) / 10} ms`,
      valor: r.p99,
      unidad: 'ms',
      meta: { texto: '≤ 50 ms', cumple: r.p99 <= 50 },
    });
  }
}
