/**
 * The users list at 100,000 users: fills a fresh database (SQLite, and PostgreSQL when
 * TEST_DATABASE_URL is set), then times list requests over HTTP. Prints figures; never
 * fails on a time. Run: `npx tsx bench/usuarios-listar.ts`.
 */
import { randomUUID } from 'node:crypto';
import { ID_ROL_ESTUDIANTE } from '../src/server/db/migrations/0007_roles_iniciales';
import { testDialects } from '../tests/server/helpers/databases';
import { tokenAdmin } from '../tests/server/helpers/cuentas';
import { startTestServer } from '../tests/server/helpers/testServer';
import type { TestServer } from '../tests/server/helpers/testServer';

const USUARIOS = 100_000;
const LOTE = 500;

async function llenar(srv: TestServer): Promise<void> {
  const ahora = new Date().toISOString();
  for (let inicio = 0; inicio < USUARIOS; inicio += LOTE) {
    const filas = Array.from({ length: LOTE }, (_, i) => {
      const n = inicio + i;
      const email = `persona${n}@prueba.co`;
      return {
        id: randomUUID(),
        email,
        email_normalizado: email,
        nombre: `Persona${n}`,
        apellidos: n % 3 ? 'Gómez' : 'Ruiz',
        tipo_identificacion: 'Cedula ciudadanía',
        identificacion: String(10_000_000 + ((n * 7919) % USUARIOS)),
        password_hash: 'x',
        rol_id: ID_ROL_ESTUDIANTE,
        activo: n % 10 ? 1 : 0,
        email_verificado: 1,
        acepta_politicas: 1,
        debe_cambiar_password: 0,
        custom_data: '{}',
        foto: null,
        version_token: 0,
        creado_en: ahora,
        actualizado_en: ahora,
        ultimo_ingreso: null,
      };
    });
    await srv.server.services.db.insertInto('usuarios').values(filas).execute();
  }
}

const CONSULTAS: Record<string, unknown> = {
  'por defecto (identificación desc, página 1)': {},
  'identificación desc, página 5.000': { pagina: 5000 },
  'nombre asc, página 100 de 100': {
    ordenarPor: 'nombre',
    direccion: 'asc',
    pagina: 100,
    limite: 100,
  },
  'email asc, página 1': { ordenarPor: 'email', direccion: 'asc' },
  'activo asc, página 1': { ordenarPor: 'activo', direccion: 'asc' },
  'buscar "persona4242"': { buscar: 'persona4242' },
  'buscar "gómez", página 50': { buscar: 'gómez', pagina: 50 },
};

for (const dialect of testDialects()) {
  const srv = await startTestServer(dialect);
  try {
    const t0 = performance.now();
    await llenar(srv);
    console.log(`${dialect}: ${USUARIOS} usuarios en ${Math.round(performance.now() - t0)} ms`);
    const token = await tokenAdmin(srv);
    for (const [nombre, body] of Object.entries(CONSULTAS)) {
      await srv.request('POST', '/api/usuarios/listar', { body, token }); // warm-up
      const tiempos: number[] = [];
      for (let i = 0; i < 5; i++) {
        const t = performance.now();
        const res = await srv.request('POST', '/api/usuarios/listar', { body, token });
        tiempos.push(performance.now() - t);
        if (res.status !== 200) throw new Error(`${nombre}: ${res.status}`);
      }
      tiempos.sort((a, b) => a - b);
      console.log(`  ${nombre}: mediana ${tiempos[2]?.toFixed(1)} ms`);
    }
  } finally {
    await srv.close();
  }
}
