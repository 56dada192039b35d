import { createHash } from 'node:crypto';
import { createServer as crearServidorHttp, type Server } from 'node:http';
import { createServer as crearServidorTcp, connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Descarga } from '@shared/bridge';
import { interpretarRango } from '../../../src/server/storage/rango';
import type { DescargasService } from '../../../src/main/services/descargas/descargasService';

export const sha256 = (datos: Buffer): string => createHash('sha256').update(datos).digest('hex');

/** Polls `listar` (as the renderer does) until the download reaches one of the states. */
export async function esperarEstado(
  servicio: DescargasService,
  id: string,
  estados: Descarga['estado'][],
  limiteMs = 15_000,
): Promise<Descarga> {
  const hasta = Date.now() + limiteMs;
  for (;;) {
    const d = (await servicio.listar()).find((x) => x.multimediaId === id);
    if (d && estados.includes(d.estado)) return d;
    if (Date.now() > hasta) throw new Error(`la descarga quedó en ${JSON.stringify(d)}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

export async function esperarQue(condicion: () => Promise<boolean>, limiteMs = 15_000) {
  const hasta = Date.now() + limiteMs;
  while (!(await condicion())) {
    if (Date.now() > hasta) throw new Error('la condición no se cumplió a tiempo');
    await new Promise((r) => setTimeout(r, 5));
  }
}

function escuchar(servidor: Server | ReturnType<typeof crearServidorTcp>): Promise<number> {
  return new Promise((resolve) => {
    servidor.listen(0, '127.0.0.1', () => resolve((servidor.address() as AddressInfo).port));
  });
}

/**
 * A TCP proxy in front of the real platform server that can really cut a connection: after
 * `cortarTras(n)`, the next request's connection is destroyed once n bytes of the response
 * body went through. `retardoMs` slows every chunk down (to watch progress or cancel
 * mid-file). It records the Range header of every request it forwards.
 */
export async function crearProxyCortador(destino: string) {
  const { hostname, port } = new URL(destino);
  const sockets = new Set<Socket>();
  const estado = { corte: null as number | null, retardoMs: 0, rangos: [] as (string | null)[] };
  const servidor = crearServidorTcp((cliente) => {
    const servidorReal = connect(Number(port), hostname);
    sockets.add(cliente).add(servidorReal);
    let presupuesto: number | null = null;
    let cuerpoEmpezado = false;
    const cortar = () => {
      cliente.destroy();
      servidorReal.destroy();
    };
    cliente.on('data', (trozo: Buffer) => {
      const texto = trozo.toString('latin1');
      if (/^(GET|HEAD) /.test(texto)) {
        estado.rangos.push(/^range:\s*(.+)$/im.exec(texto)?.[1]?.trim() ?? null);
        presupuesto = estado.corte;
        estado.corte = null;
        cuerpoEmpezado = false;
      }
      servidorReal.write(trozo);
    });
    servidorReal.on('data', (trozo: Buffer) => {
      const datos = trozo;
      if (presupuesto !== null) {
        let cuerpo = datos;
        if (!cuerpoEmpezado) {
          const fin = datos.indexOf('\r\n\r\n');
          if (fin >= 0) {
            cuerpoEmpezado = true;
            cuerpo = datos.subarray(fin + 4);
          } else cuerpo = Buffer.alloc(0);
        }
        if (cuerpo.length >= presupuesto) {
          cliente.write(datos.subarray(0, datos.length - cuerpo.length + presupuesto), cortar);
          return;
        }
        presupuesto -= cuerpo.length;
      }
      if (estado.retardoMs > 0) {
        servidorReal.pause();
        setTimeout(() => servidorReal.resume(), estado.retardoMs);
      }
      cliente.write(datos);
    });
    const cerrar = () => cortar();
    cliente.on('error', cerrar).on('close', cerrar);
    servidorReal.on('error', cerrar).on('close', cerrar);
  });
  const puerto = await escuchar(servidor);
  return {
    url: `http://127.0.0.1:${puerto}`,
    estado,
    cortarTras(bytes: number) {
      estado.corte = bytes;
    },
    async cerrar() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => servidor.close(() => r()));
    },
  };
}

/**
 * A small HTTP server for what the real one never does: ignore Range (answer 200), or cut
 * its own answer after n bytes. Otherwise it honours Range with the server's own rules
 * (`interpretarRango`), like GET /api/plyr/:id.
 */
export async function crearServidorArchivo(contenido: Buffer, tipo = 'video/mp4') {
  const estado = {
    ignorarRango: false,
    cortarTras: null as number | null,
    rangos: [] as (string | null)[],
  };
  const servidor = crearServidorHttp((req, res) => {
    const cabecera = req.headers.range;
    estado.rangos.push(cabecera ?? null);
    const rango = estado.ignorarRango
      ? ({ tipo: 'completo' } as const)
      : interpretarRango(cabecera, contenido.length);
    if (rango.tipo === 'invalido') {
      res.writeHead(416, { 'content-range': `bytes */${contenido.length}` }).end();
      return;
    }
    const [inicio, fin] =
      rango.tipo === 'completo' ? [0, contenido.length - 1] : [rango.inicio, rango.fin];
    const cabeceras: Record<string, string> = {
      'content-type': tipo,
      'accept-ranges': 'bytes',
      'content-length': String(fin - inicio + 1),
    };
    if (rango.tipo === 'parcial')
      cabeceras['content-range'] = `bytes ${inicio}-${fin}/${contenido.length}`;
    res.writeHead(rango.tipo === 'parcial' ? 206 : 200, cabeceras);
    const trozo = contenido.subarray(inicio, fin + 1);
    const corte = estado.cortarTras;
    if (corte !== null && corte < trozo.length) {
      estado.cortarTras = null;
      res.write(trozo.subarray(0, corte), () => res.socket?.destroy());
      return;
    }
    res.end(trozo);
  });
  const puerto = await escuchar(servidor);
  return {
    url: `http://127.0.0.1:${puerto}`,
    estado,
    async cerrar() {
      servidor.closeAllConnections();
      await new Promise<void>((r) => servidor.close(() => r()));
    },
  };
}
