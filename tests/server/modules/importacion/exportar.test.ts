import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_ROL_ESTUDIANTE } from '../../../../src/server/db/migrations/0007_roles_iniciales';
import { ENCABEZADOS_PLANTILLA, leerCsv } from '../../../../src/server/modules/importacion/csv';
import { validarImportacion } from '../../../../src/server/modules/importacion/validacion';
import { nombreExportacion } from '../../../../src/server/modules/importacion/exportar';
import { testDialects } from '../../helpers/databases';
import {
  UBICACION_VALIDA,
  crearCurso,
  crearRol,
  crearUsuario,
  idAdmin,
  tokenAdmin,
} from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { insertarUsuarios } from '../usuarios/masivoAyuda';

interface Persona {
  email: string;
  nombre: string;
  apellidos: string;
  identificacion: string;
  rolId?: string;
  customData?: Record<string, unknown>;
}

describe.each(testDialects())('POST /api/usuarios/exportar (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let adminId: string;
  let coordinacion: string;
  const ids = new Map<string, string>();

  /** The raw bytes (fetch's text() would drop the BOM this suite checks). */
  async function exportar(filtro: unknown = {}) {
    const res = await fetch(`${srv.url}/api/usuarios/exportar`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify(filtro),
    });
    return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
  }
  async function emails(filtro: unknown): Promise<string[]> {
    const leido = leerCsv((await exportar(filtro)).bytes);
    if (!leido.ok) throw new Error(leido.error);
    return leido.filas.map((f) => f.valores.email ?? '').sort();
  }

  async function crear(p: Persona): Promise<string> {
    const id = await srv.server.services.usuarios.create({
      email: p.email,
      nombre: p.nombre,
      apellidos: p.apellidos,
      passwordHash: 'scrypt$16384$8$1$AAAA$AAAA',
      rolId: p.rolId ?? ID_ROL_ESTUDIANTE,
      tipoIdentificacion: 'Cedula ciudadanía',
      identificacion: p.identificacion,
      emailVerificado: true,
      aceptaPoliticas: true,
      customData: p.customData ?? { ...UBICACION_VALIDA, tipoRegistro: 'Estudiante' },
    });
    ids.set(p.email, id);
    return id;
  }

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
    adminId = await idAdmin(srv);
    coordinacion = await crearRol(srv, 'Coordinación pedagógica');
    const sst = await crearCurso(srv, { codigo: 'SST-01' });
    const aux = await crearCurso(srv, { codigo: 'PRIM-AUX' });
    const nuno = await crear({
      email: 'nuno@ronda.co',
      nombre: 'Ñuño José',
      apellidos: 'Peña Álvarez',
      identificacion: '1001',
      customData: {
        ...UBICACION_VALIDA,
        tipoRegistro: 'Profesor',
        telefono: '3001234567',
      },
    });
    await srv.server.services.asignaciones.asignar(nuno, [sst, aux]);
    await crear({
      email: 'Maria.Oneill@Ronda.co',
      nombre: 'María "Mari"',
      apellidos: 'O’Neill; Gómez',
      identificacion: '1002',
      rolId: coordinacion,
      // An account from before the rename of numeroTelefono.
      customData: { ...UBICACION_VALIDA, tipoRegistro: 'Otro', numeroTelefono: '6045550000' },
    });
    const inactivo = await crear({
      email: 'inactivo@ronda.co',
      nombre: 'Inés',
      apellidos: 'Cañas',
      identificacion: '1003',
    });
    await srv.server.services.asignaciones.asignar(inactivo, [aux]);
    await srv.server.services.usuarios.cambiarEstado(inactivo, false);
    await crearUsuario(srv, { email: 'otro@fuera.co' });
  });
  afterAll(() => srv.close());

  it('is a UTF-8 CSV with BOM, ";", the import headers in order and the dated file name', async () => {
    const { res, bytes } = await exportar({ buscar: 'ronda.co' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    const nombre = nombreExportacion();
    expect(nombre).toMatch(/^usuarios-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(res.headers.get('content-disposition')).toContain(`filename="${nombre}"`);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const texto = new TextDecoder('utf-8').decode(bytes.subarray(3));
    const [encabezado, ...filas] = texto.split('\r\n');
    expect(encabezado).toBe(ENCABEZADOS_PLANTILLA.join(';'));
    expect(filas.filter((f) => f !== '')).toHaveLength(3);
    const nuno = filas.find((f) => f.startsWith('nuno@ronda.co;'));
    // Both courses were assigned at the same instant: their order is the ids'.
    const cursos = /;(SST-01 \| PRIM-AUX|PRIM-AUX \| SST-01);sí;$/;
    expect(nuno?.replace(cursos, ';CURSOS;sí;')).toBe(
      'nuno@ronda.co;Ñuño José;Peña Álvarez;Cedula ciudadanía;1001;3001234567;Achí;' +
        'Biblioteca Pública Municipal de Achí;Profesor;Estudiante;CURSOS;sí;',
    );
    expect(texto).toContain('"María ""Mari""";"O’Neill; Gómez"');
    expect(texto).toContain(';6045550000;');
    expect(filas.find((f) => f.startsWith('inactivo@'))).toMatch(/;PRIM-AUX;no;$/);
  });

  it('respects the list filters: search, role and state', async () => {
    expect(await emails({ buscar: 'RONDA' })).toEqual([
      'Maria.Oneill@Ronda.co',
      'inactivo@ronda.co',
      'nuno@ronda.co',
    ]);
    expect(await emails({ rol: coordinacion })).toEqual(['Maria.Oneill@Ronda.co']);
    expect(await emails({ activo: false })).toEqual(['inactivo@ronda.co']);
    expect(await emails({ buscar: 'ronda', activo: true, rol: ID_ROL_ESTUDIANTE })).toEqual([
      'nuno@ronda.co',
    ]);
    expect(await emails({ buscar: 'nadie-coincide' })).toEqual([]);
  });

  it('re-importing the exported file changes nothing (every row sinCambios)', async () => {
    const leido = leerCsv((await exportar({ buscar: 'ronda.co' })).bytes);
    if (!leido.ok) throw new Error(leido.error);
    expect(leido).toMatchObject({ codificacion: 'utf-8-bom', delimitador: ';', desconocidas: [] });
    const resultado = await validarImportacion(srv.server.services.db, leido.filas, {
      importadorId: adminId,
      importadorEsAdministrador: true,
    });
    expect(resultado.filas.map((f) => [f.email, f.estado, f.errores, f.cambios])).toEqual(
      leido.filas.map((f) => [f.valores.email, 'sinCambios', [], []]),
    );
    expect(resultado.conteo).toEqual({ nuevo: 0, actualizado: 0, sinCambios: 3, error: 0 });
    expect(resultado.filas.map((f) => f.usuarioId).sort()).toEqual([...ids.values()].sort());
  });

  it('streams more users than one read chunk, each exactly once', async () => {
    await insertarUsuarios(srv, 1234, 'exporta');
    const todos = await emails({ buscar: '@masivo.co' });
    expect(todos).toHaveLength(1234);
    expect(new Set(todos).size).toBe(1234);
  });
});
