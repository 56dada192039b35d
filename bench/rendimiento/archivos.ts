/**
 * Lesson files (issue 18): a 200 MB lesson downloaded by 1 and by 4 learners at once from
 * the platform, next to nginx serving the very same file from disk (sendfile), interleaved;
 * and 64 KB Range requests of the lesson, idle and while 30 learners log in at once.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, symlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { carpetaMultimedia } from '../../src/server/modules/multimedias/repositoryArchivos';
import { iniciarNginxEstatico } from './nginxEstatico';
import { mediana, percentil, type Informe } from './informe';
import { CLAVE_APRENDIZ, Cliente, crearAprendices, type Plataforma } from './plataforma';
import type { Escenario } from './escenario';

const TAMANO = 200 * 2 ** 20;
const RANGO = 64 * 1024;
const DESCARGAS_POR_RONDA = 3;

/** Grows the stored lesson to TAMANO bytes (the server serves whatever bytes are stored). */
function agrandar(ruta: string): void {
  const fd = openSync(ruta, 'a');
  const bloque = randomBytes(2 ** 20);
  try {
    for (let escrito = 0; escrito < TAMANO; escrito += bloque.length) writeSync(fd, bloque);
  } finally {
    closeSync(fd);
  }
}

/** The signed playback URL the learner's player gets for the lesson. */
export async function urlDeReproduccion(esc: Escenario): Promise<string> {
  const r = await esc.aprendiz.pedir<{ data: { sources: { src: string | null } } }>(
    'GET',
    `/api/multimedias/${esc.leccionId}`,
  );
  const { src } = r.data.sources;
  if (!src) throw new Error('la lección no tiene src');
  return new URL(src, esc.aprendiz.url).toString();
}

/**
 * Bytes of one whole download by curl: a C client, so the figure is the server's, not a
 * JavaScript reader's (Node's fetch tops out below what nginx sends on loopback).
 */
function descargar(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    execFile('curl', ['-sSf', '-o', '/dev/null', '-w', '%{size_download}', url], (error, salida) =>
      error ? reject(error) : resolve(Number(salida)),
    );
  });
}

/** MB/s of `n` simultaneous whole downloads. */
async function rendimientoDescarga(url: string, n: number): Promise<number> {
  const t0 = performance.now();
  const bytes = await Promise.all(Array.from({ length: n }, () => descargar(url)));
  const s = (performance.now() - t0) / 1000;
  if (bytes.some((b) => b < TAMANO)) throw new Error(`descarga incompleta: ${bytes.join(', ')}`);
  return bytes.reduce((a, b) => a + b, 0) / 2 ** 20 / s;
}

async function rango(url: string, tamano: number): Promise<number> {
  const inicio = Math.floor(Math.random() * (tamano - RANGO));
  const t0 = performance.now();
  const r = await fetch(url, { headers: { range: `bytes=${inicio}-${inicio + RANGO - 1}` } });
  await r.arrayBuffer();
  if (r.status !== 206) throw new Error(`Range → ${r.status}`);
  return performance.now() - t0;
}

/** Range latencies until `hasta` settles (2 players seeking), at least `minimo` of them. */
async function rangosMientras(url: string, hasta: Promise<unknown>, minimo: number) {
  let listo = false;
  void hasta.finally(() => {
    listo = true;
  });
  const tiempos: number[] = [];
  const jugador = async () => {
    while (!listo || tiempos.length < minimo) tiempos.push(await rango(url, TAMANO));
  };
  await Promise.all([jugador(), jugador(), hasta]);
  return tiempos;
}

export async function medirArchivos(opciones: {
  informe: Informe;
  plataforma: Plataforma;
  escenario: Escenario;
  dirTemporal: string;
  rondas: number;
}): Promise<void> {
  const { informe, plataforma, escenario, rondas } = opciones;
  const rutaArchivo = join(carpetaMultimedia(plataforma.dataDir), escenario.archivo);
  agrandar(rutaArchivo);
  const url = await urlDeReproduccion(escenario);
  // A download takes a fraction of a second, so one noisy moment of the machine swung a
  // median of 3 by ±0.1× (two runs of one build: 0.84× and 0.71×): the downloads take
  // DESCARGAS_POR_RONDA times the rounds, still interleaved with nginx, for ~10 s more.
  const rondasDescarga = rondas * DESCARGAS_POR_RONDA;
  await descargasContraNginx(informe, url, rutaArchivo, opciones.dirTemporal, rondasDescarga);
  await rangosDuranteLogins(informe, plataforma, escenario, url, rondas);
}

async function descargasContraNginx(
  informe: Informe,
  url: string,
  rutaArchivo: string,
  dirTemporal: string,
  rondas: number,
): Promise<void> {
  const estatico = join(dirTemporal, 'estatico');
  mkdirSync(estatico, { recursive: true });
  symlinkSync(rutaArchivo, join(estatico, 'leccion.bin'));
  const nginx = await iniciarNginxEstatico(estatico, join(dirTemporal, 'nginx-estatico'));
  if (!nginx) {
    informe.nota('descargas: nginx no está instalado, sin referencia (apt-get install nginx)');
    return;
  }
  try {
    for (const n of [1, 4]) {
      const propias: number[] = [];
      const ajenas: number[] = [];
      for (let i = 0; i < rondas; i++) {
        propias.push(await rendimientoDescarga(url, n));
        ajenas.push(await rendimientoDescarga(`${nginx.url}/leccion.bin`, n));
      }
      const valor = mediana(propias);
      const ref = mediana(ajenas);
      informe.agregar({
        clave: `archivos.descarga.${n}`,
        descripcion: `lección de 200 MB, ${n} descarga${n > 1 ? 's' : ''} a la vez`,
        valor,
        unidad: 'MB/s',
        referencia: { nombre: 'nginx', valor: ref },
        razon: valor / ref,
        meta: { texto: '≥ 0.8×', cumple: valor / ref >= 0.8 },
        muestras: propias,
      });
    }
  } finally {
    await nginx.detener();
  }
}

async function rangosDuranteLogins(
  informe: Informe,
  plataforma: Plataforma,
  escenario: Escenario,
  url: string,
  rondas: number,
): Promise<void> {
  const cuentas = await crearAprendices(escenario.admin, 'rafaga', 30, []);
  const reposo = await rangosMientras(url, Promise.resolve(), 100);
  const p99s: number[] = [];
  const rafagas: number[] = [];
  for (let i = 0; i < rondas; i++) {
    const t0 = performance.now();
    const rafaga = Promise.all(
      cuentas.map((c) => Cliente.ingresar(plataforma.url, c.email, CLAVE_APRENDIZ)),
    ).then(() => rafagas.push(performance.now() - t0));
    p99s.push(percentil(await rangosMientras(url, rafaga, 20), 99));
  }
  informe.agregar({
    clave: 'archivos.rango64k.rafaga30.p99',
    descripcion: 'Range de 64 KB durante 30 logins a la vez, p99',
    valor: mediana(p99s),
    unidad: 'ms',
    referencia: { nombre: 'en reposo', valor: percentil(reposo, 99) },
    meta: { texto: '≤ 50 ms', cumple: mediana(p99s) <= 50 },
    muestras: p99s,
  });
  informe.nota(`ráfaga de 30 logins: mediana ${Math.round(mediana(rafagas))} ms`);
}
