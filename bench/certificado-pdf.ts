/**
 * Certificate PDF generation: the time and size of one certificate, as issued when a
 * learner first approves (the server generates it inside that request). Prints figures;
 * never fails on a time. Run: `npm run bench:certificado` (N certificates, default 200:
 * `npm run bench:certificado -- 500`).
 */
import { generarPdfCertificado } from '../src/server/modules/certificados/pdf/generar';
import { entradaCertificado as entrada } from './lib/certificado';

const N = Number(process.argv[2] ?? 200) || 200;

// The first one also reads the background from disk and warms up the JIT.
const t0 = performance.now();
await generarPdfCertificado(entrada(0));
console.log(`primer certificado (lee el fondo): ${(performance.now() - t0).toFixed(1)} ms`);

const tiempos: number[] = [];
let bytes = 0;
for (let i = 1; i <= N; i++) {
  const t = performance.now();
  const pdf = await generarPdfCertificado(entrada(i));
  tiempos.push(performance.now() - t);
  bytes += pdf.length;
}
tiempos.sort((a, b) => a - b);
const media = tiempos.reduce((s, t) => s + t, 0) / tiempos.length;
const p95 = tiempos[Math.floor(tiempos.length * 0.95)] ?? 0;
console.log(`${N} certificados: media ${media.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms por PDF`);
console.log(`tamaño medio: ${(bytes / N / 1024).toFixed(1)} KB`);
