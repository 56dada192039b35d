/**
 * The bare Fastify reference of `npm run bench` (issue 18), in its own process like the
 * platform server: for each route the bench measured on the platform, the same method and
 * path answering the very same JSON bytes, with no authentication, database or hooks; and
 * `/formulario-estatico`, a static login form, the reference for time to interactive.
 * Prints its port on stdout. Args: the routes file (JSON: [{ method, path, body }]).
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const rutas = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const app = Fastify({ logger: false });
for (const ruta of rutas) {
  const cuerpo = Buffer.from(ruta.body);
  app.route({
    method: ruta.method,
    url: ruta.path,
    handler: (_request, reply) => reply.type('application/json; charset=utf-8').send(cuerpo),
  });
}
const FORMULARIO = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Ingresar</title></head>
<body><main><h1>Ingresar</h1><form><label>Correo <input type="email" name="email"></label>
<label>Contraseña <input type="password" name="password"></label>
<button type="submit">Ingresar</button></form></main></body></html>`;
app.get('/formulario-estatico', (_request, reply) =>
  reply.type('text/html; charset=utf-8').send(FORMULARIO),
);
// /health only when the bench did not measure it (it answers the platform's bytes then).
if (!rutas.some((r) => r.path === '/health')) app.get('/health', () => ({ ok: true }));
const direccion = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${new URL(direccion).port}\n`);
for (const senal of ['SIGTERM', 'SIGINT'])
  process.on(senal, () => app.close().then(() => process.exit(0)));
