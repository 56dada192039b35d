import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CONSERVAR_POR_DEFECTO,
  escribirAjustesRespaldos,
  leerAjustesRespaldos,
} from '../../../src/main/services/respaldos/ajustesRespaldos';
import { RespaldosAutomaticos } from '../../../src/main/services/respaldos/respaldosAutomaticos';
import { verificarArchivo } from '../../../src/server/respaldo/verificar';

let userData: string;
beforeEach(async () => {
  userData = await mkdtemp(join(tmpdir(), 'cf-respaldos-auto-'));
  // A local-mode data folder: the SQLite database, the secret and an uploaded lesson.
  const dataDir = join(userData, 'data');
  await mkdir(join(dataDir, 'uploads', 'multimedia'), { recursive: true });
  const db = new SqliteDatabase(join(dataDir, 'plataforma.db'));
  db.exec("create table t (x text); insert into t values ('hola')");
  db.close();
  await writeFile(join(dataDir, 'jwt-secret'), 'x'.repeat(48));
  await writeFile(join(dataDir, 'uploads', 'multimedia', 'a.pdf'), '%PDF-1.4 lección');
});
afterEach(async () => {
  await rm(userData, { recursive: true, force: true });
});

/** The service on this userData, with a clock that starts on a fixed day. */
function servicio(dia: { valor: Date }, avisos: string[] = []) {
  return new RespaldosAutomaticos({
    carpeta: join(userData, 'respaldos'),
    dataDir: join(userData, 'data'),
    rutaAjustes: join(userData, 'respaldos.json'),
    version: '0.1.0',
    ahora: () => dia.valor,
    aviso: (m) => avisos.push(m),
  });
}

const diaN = (n: number) => new Date(2026, 10, n, 9, 30, 0);

describe('automatic backups of the desktop (local mode)', () => {
  it('makes one a day, a whole archive that verifies', async () => {
    const dia = { valor: diaN(1) };
    const s = servicio(dia);
    const creado = await s.respaldarSiToca();
    expect(creado?.ruta).toBe(
      join(userData, 'respaldos', 'respaldo-contenido-formativo-20261101-093000.tar.gz'),
    );
    const manifiesto = await verificarArchivo(creado?.ruta ?? '');
    expect(manifiesto.archivos.map((a) => a.ruta)).toEqual([
      'base/plataforma.db',
      'datos/jwt-secret',
      'datos/uploads/multimedia/a.pdf',
    ]);
    // Later the same day (another start): nothing new.
    dia.valor = new Date(2026, 10, 1, 18, 0, 0);
    expect(await s.respaldarSiToca()).toBeNull();
    expect(await s.listar()).toHaveLength(1);
  });

  it('keeps the newest N of the setting, deleting the oldest', async () => {
    escribirAjustesRespaldos(join(userData, 'respaldos.json'), { conservar: 3 });
    const dia = { valor: diaN(1) };
    const s = servicio(dia);
    for (let n = 1; n <= 5; n++) {
      dia.valor = diaN(n);
      await s.respaldarSiToca();
    }
    expect(await s.listar()).toEqual([
      'respaldo-contenido-formativo-20261105-093000.tar.gz',
      'respaldo-contenido-formativo-20261104-093000.tar.gz',
      'respaldo-contenido-formativo-20261103-093000.tar.gz',
    ]);
  });

  it('concurrent calls share one backup; leftovers of an interrupted one are removed', async () => {
    const carpeta = join(userData, 'respaldos');
    await mkdir(join(carpeta, '.respaldo-abc123'), { recursive: true });
    await writeFile(
      join(carpeta, 'respaldo-contenido-formativo-20261031-220000.tar.gz.parcial'),
      '',
    );
    await writeFile(join(carpeta, 'mio.txt'), 'no es un respaldo');
    const s = servicio({ valor: diaN(1) });
    const [a, b] = await Promise.all([s.respaldarSiToca(), s.respaldarSiToca()]);
    expect(a).toBe(b);
    expect((await readdir(carpeta)).sort()).toEqual([
      'mio.txt',
      'respaldo-contenido-formativo-20261101-093000.tar.gz',
    ]);
  });

  it('conservar 0 turns them off and leaves existing archives alone', async () => {
    const dia = { valor: diaN(1) };
    const s = servicio(dia);
    await s.respaldarSiToca();
    escribirAjustesRespaldos(join(userData, 'respaldos.json'), { conservar: 0 });
    dia.valor = diaN(2);
    expect(await s.respaldarSiToca()).toBeNull();
    expect(await s.listar()).toHaveLength(1);
  });
});

describe('respaldos.json', () => {
  it('defaults to 7; a wrong value is reported and the default used', async () => {
    const ruta = join(userData, 'respaldos.json');
    expect(leerAjustesRespaldos(ruta)).toEqual({ conservar: CONSERVAR_POR_DEFECTO });
    expect(CONSERVAR_POR_DEFECTO).toBe(7);
    const avisos: string[] = [];
    await writeFile(ruta, JSON.stringify({ conservar: -2 }));
    expect(leerAjustesRespaldos(ruta, (m) => avisos.push(m))).toEqual({ conservar: 7 });
    await writeFile(ruta, '{ no es json');
    expect(leerAjustesRespaldos(ruta, (m) => avisos.push(m))).toEqual({ conservar: 7 });
    expect(avisos).toHaveLength(2);
    expect(avisos[0]).toMatch(/«conservar» debe ser un entero entre 0 y 365/);
    expect(() => escribirAjustesRespaldos(ruta, { conservar: 1.5 })).toThrow(RangeError);
    escribirAjustesRespaldos(ruta, { conservar: 30 });
    expect(leerAjustesRespaldos(ruta)).toEqual({ conservar: 30 });
  });
});
