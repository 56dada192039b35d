/**
 * The three figures the issue found good, measured again so nothing regresses: 30 logins at
 * once next to pure hashing of 30 passwords (node:crypto's scrypt at the platform's cost,
 * in this process); a bulk import next to pure hashing of its passwords (the import bench's
 * own comparison, run as a child process); one certificate PDF's time and size.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes, scrypt } from 'node:crypto';
import { join } from 'node:path';
import { generarPdfCertificado } from '../../src/server/modules/certificados/pdf/generar';
import { COSTE, LONGITUD, opciones as opcionesScrypt } from '../../src/server/security/passwords';
import { entradaCertificado } from '../lib/certificado';
import { mediana, type Informe } from './informe';
import { CLAVE_APRENDIZ, Cliente, crearAprendices, type Plataforma } from './plataforma';
import type { Escenario } from './escenario';

const RAIZ = join(import.meta.dirname, '../..');

function hashPuro(n: number): Promise<number> {
  const t0 = performance.now();
  const uno = () =>
    new Promise<void>((resolve, reject) =>
      scrypt('clave', randomBytes(16), LONGITUD, opcionesScrypt(COSTE.N, COSTE.r, COSTE.p), (e) =>
        e ? reject(e) : resolve(),
      ),
    );
  return Promise.all(Array.from({ length: n }, uno)).then(() => performance.now() - t0);
}

async function logins(
  informe: Informe,
  plataforma: Plataforma,
  escenario: Escenario,
  rondas: number,
) {
  const cuentas = await crearAprendices(escenario.admin, 'base', 30, []);
  const propias: number[] = [];
  const puras: number[] = [];
  for (let i = 0; i < rondas; i++) {
    const t0 = performance.now();
    await Promise.all(
      cuentas.map((c) => Cliente.ingresar(plataforma.url, c.email, CLAVE_APRENDIZ)),
    );
    propias.push(performance.now() - t0);
    puras.push(await hashPuro(30));
  }
  const valor = mediana(propias);
  const ref = mediana(puras);
  informe.agregar({
    clave: 'base.logins30',
    descripcion: '30 logins a la vez',
    valor,
    unidad: 'ms',
    referencia: { nombre: 'hash puro ×30', valor: ref },
    razon: valor / ref,
    meta: { texto: '≤ 1.15× (el de antes)', cumple: valor / ref <= 1.15 * 1.1 },
    muestras: propias,
  });
}

/** The import bench (bench/importacion-usuarios.ts) at 500 users, its figures parsed. */
function importacion(informe: Informe): void {
  const salida = execFileSync(
    process.execPath,
    ['--import', 'tsx', join(RAIZ, 'bench/importacion-usuarios.ts'), '500'],
    { cwd: RAIZ, encoding: 'utf8', maxBuffer: 16 * 2 ** 20 },
  );
  const segundos = (patron: RegExp) => Number(patron.exec(salida)?.[1] ?? Number.NaN);
  const total = segundos(/^\s*total:\s*([\d.]+) s/m);
  const puro = segundos(/Hash puro[^\n]*PoolHash[^\n]*?([\d.]+) s/);
  if (Number.isNaN(total) || Number.isNaN(puro)) {
    informe.nota(`importación: no se pudo leer la salida del bench:\n${salida}`);
    return;
  }
  informe.agregar({
    clave: 'base.importacion500',
    descripcion: 'importación de 500 usuarios',
    valor: total * 1000,
    unidad: 'ms',
    referencia: { nombre: 'hash puro ×500', valor: puro * 1000 },
    razon: total / puro,
    meta: { texto: '≤ 1.04× (el de antes)', cumple: total / puro <= 1.04 * 1.1 },
  });
}

async function certificado(informe: Informe): Promise<void> {
  const tiempos: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 30; i++) {
    const t0 = performance.now();
    const pdf = await generarPdfCertificado(entradaCertificado(i));
    tiempos.push(performance.now() - t0);
    bytes = pdf.length;
  }
  informe.agregar({
    clave: 'base.certificado',
    descripcion: `un certificado PDF (${Math.round(bytes / 1024)} KB)`,
    valor: mediana(tiempos.slice(5)),
    unidad: 'ms',
    meta: {
      texto: '≈ 7.7 ms y 30 KB (el de antes)',
      cumple: mediana(tiempos.slice(5)) <= 7.7 * 1.5 && bytes <= 32 * 1024,
    },
  });
}

export async function medirBase(opciones: {
  informe: Informe;
  plataforma: Plataforma;
  escenario: Escenario;
  rondas: number;
}): Promise<void> {
  await logins(opciones.informe, opciones.plataforma, opciones.escenario, opciones.rondas);
  importacion(opciones.informe);
  await certificado(opciones.informe);
}
