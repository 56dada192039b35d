import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ID_ROL_ADMINISTRADOR,
  ID_ROL_ESTUDIANTE,
} from '../../../../src/server/db/migrations/0007_roles_iniciales';
import { leerCsv } from '../../../../src/server/modules/importacion/csv';
import { validarImportacion } from '../../../../src/server/modules/importacion/validacion';
import type {
  ContextoImportacion,
  ResultadoValidacion,
} from '../../../../src/server/modules/importacion/validacion';
import { crearCurso, crearUsuario, idAdmin } from '../../helpers/cuentas';
import { testDialects } from '../../helpers/databases';
import { ADMIN, startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { csvGrande } from '../../fixtures/importacion/archivos';

const CABECERA =
  'email;nombre;apellidos;tipoIdentificacion;identificacion;telefono;municipio;institucion;tipoRegistro;rol;cursos;activo;password';
const ACHI = 'Achí;Biblioteca Pública Municipal de Achí';
const UBICACION = {
  municipio: { nombre: 'Achí' },
  institucion: { nombrePunto: 'Biblioteca Pública Municipal de Achí' },
  tipoRegistro: 'Estudiante',
  telefono: '3001112233',
};

describe.each(testDialects())('importación: usuarios que ya existen (%s)', (dialect) => {
  let srv: TestServer;
  let admin: ContextoImportacion;
  let inf01: string;
  let inf02: string;

  const validar = (lineas: string[], ctx: ContextoImportacion, reemplazarCursos = false) => {
    const r = leerCsv(Buffer.from([CABECERA, ...lineas].join('\n'), 'utf8'));
    if (!r.ok) throw new Error(r.error);
    return validarImportacion(srv.server.services.db, r.filas, { ...ctx, reemplazarCursos });
  };
  const unica = async (p: Promise<ResultadoValidacion>) => (await p).filas[0];

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = { importadorId: await idAdmin(srv), importadorEsAdministrador: true };
    inf01 = await crearCurso(srv, { codigo: 'INF-01' });
    inf02 = await crearCurso(srv, { codigo: 'INF-02' });
    const id = await srv.server.services.usuarios.create({
      email: 'Laura.Diaz@correo.co',
      nombre: 'Laura',
      apellidos: 'Díaz',
      passwordHash: 'x',
      rolId: ID_ROL_ESTUDIANTE,
      tipoIdentificacion: 'Cedula ciudadanía',
      identificacion: '7001',
      emailVerificado: true,
      aceptaPoliticas: true,
      customData: UBICACION,
    });
    await srv.server.services.asignaciones.asignar(id, [inf01, inf02]);
  });
  afterAll(() => srv.close());

  const laura = (cambios: Partial<Record<'apellidos' | 'cursos' | 'activo' | 'email', string>>) =>
    `${cambios.email ?? 'Laura.Diaz@correo.co'};Laura;${cambios.apellidos ?? 'Díaz'};CC;7001;;${ACHI};Estudiante;Estudiante;${cambios.cursos ?? ''};${cambios.activo ?? ''};`;

  it('an identical row is sinCambios; empty optional cells keep what the user has', async () => {
    expect(await unica(validar([laura({})], admin))).toMatchObject({
      estado: 'sinCambios',
      cambios: [],
    });
    expect(await unica(validar([laura({ cursos: 'INF-01', activo: 'sí' })], admin))).toMatchObject({
      estado: 'sinCambios',
    });
  });

  it('matches by email case-insensitively and names the fields that would change', async () => {
    const fila = await unica(
      validar(
        [laura({ email: 'laura.diaz@CORREO.co', apellidos: 'Díaz Ruiz', activo: 'no' })],
        admin,
      ),
    );
    expect(fila).toMatchObject({
      estado: 'actualizado',
      cambios: ['email', 'apellidos', 'activo'],
    });
    expect(fila?.usuarioId).not.toBeNull();
  });

  it('assignments are added to; replacing them is a change only when asked for', async () => {
    expect((await unica(validar([laura({ cursos: 'INF-01' })], admin, true)))?.cambios).toEqual([
      'cursos',
    ]);
    expect((await unica(validar([laura({ cursos: 'INF-02 INF-01' })], admin, true)))?.estado).toBe(
      'sinCambios',
    );
  });

  it('keeps the single-user rules on who may change whom', async () => {
    const adminId = admin.importadorId;
    const fila = (rol: string, activo = '') =>
      `${ADMIN.email};Admin;Uno;CC;7100;;${ACHI};Estudiante;${rol};;${activo};`;
    expect((await unica(validar([fila('Estudiante')], admin)))?.errores).toEqual([
      'El rol de un ADMINISTRADOR no se puede cambiar.',
    ]);
    expect((await unica(validar([fila('ADMINISTRADOR', 'no')], admin)))?.errores).toEqual([
      'No puedes desactivar tu propio usuario.',
    ]);
    const otroId = await crearUsuario(srv, { email: 'coordina@correo.co' });
    const propio = `coordina@correo.co;Ana;Pérez;CC;7200;;${ACHI};Estudiante;ADMINISTRADOR;;;`;
    expect(
      (await unica(validar([propio], { importadorId: otroId, importadorEsAdministrador: false })))
        ?.errores,
    ).toEqual(['Rol: Solo un ADMINISTRADOR puede importar usuarios con el rol ADMINISTRADOR.']);
    // An ADMINISTRADOR importer may give the role (issue 8), to a new user too.
    const nuevo = `jefa@correo.co;Ana;Pérez;CC;7300;;${ACHI};Estudiante;administrador;;;`;
    expect(await unica(validar([nuevo], admin))).toMatchObject({
      estado: 'nuevo',
      datos: { rolId: ID_ROL_ADMINISTRADOR },
    });
    expect(adminId).toBeTruthy();
  });

  it('validates 10,000 rows, 2,000 of them existing, in a fixed number of queries', async () => {
    const db = srv.server.services.db;
    const ahora = new Date().toISOString();
    for (let inicio = 0; inicio < 2_000; inicio += 500) {
      await db
        .insertInto('usuarios')
        .values(
          Array.from({ length: 500 }, (_, k) => {
            const i = inicio + k;
            return {
              id: `existente-${i}`,
              email: `masivo.${i}@correo.co`,
              email_normalizado: `masivo.${i}@correo.co`,
              nombre: `Estudiante ${i}`,
              apellidos: 'Núñez Peña',
              tipo_identificacion: 'Cedula ciudadanía',
              identificacion: String(9_000_000 + i),
              password_hash: 'x',
              rol_id: ID_ROL_ESTUDIANTE,
              activo: 1 as const,
              email_verificado: 1 as const,
              acepta_politicas: 1 as const,
              debe_cambiar_password: 0 as const,
              custom_data: '{}',
              foto: null,
              version_token: 0,
              creado_en: ahora,
              actualizado_en: ahora,
              ultimo_ingreso: null,
            };
          }),
        )
        .execute();
    }
    await crearCurso(srv, { codigo: 'OFI-01' });
    const leido = leerCsv(csvGrande(10_000));
    if (!leido.ok) throw new Error(leido.error);
    const inicio = performance.now();
    let consultas = 0;
    const contada = db.withPlugin({
      transformQuery: (args) => {
        consultas += 1;
        return args.node;
      },
      transformResult: (args) => Promise.resolve(args.result),
    });
    const r = await validarImportacion(contada, leido.filas, admin);
    const ms = Math.round(performance.now() - inicio);
    console.info(
      `validarImportacion de 10.000 filas (${dialect}): ${ms} ms, ${consultas} consultas`,
    );
    // Roles + courses, emails and documents in chunks of 1,000, assignments of 2,000 users.
    expect(consultas).toBe(2 + 10 + 10 + 2);
    expect(r.conteo).toEqual({ nuevo: 8_000, actualizado: 2_000, sinCambios: 0, error: 0 });
    expect(r.filas[0]?.cambios).toEqual([
      'telefono',
      'municipio',
      'institucion',
      'tipoRegistro',
      'cursos',
    ]);
  });
});
