import axios from 'axios';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { Certificado, DatosCertificado, Usuario, Verificacion } from '@shared/api';
import { CERTIFICADO } from '@shared/domain/evaluaciones';
import { crearStore } from '../../../../src/renderer/app/store';
import { sesionIniciada } from '../../../../src/renderer/features/auth/sessionSlice';
import '../../../../src/renderer/i18n';
import {
  crearAlmacenEnMemoria,
  crearPlatformWeb,
} from '../../../../src/renderer/platform/webPlatform';

/**
 * Shared by the grade and certificate tests: a real HTTP server that also answers bytes
 * (the issued PDF), the app's store against it, and static rendering of components (the
 * unit project runs in Node: no DOM, so screens are checked by their rendered HTML).
 */
export interface Respuesta {
  status: number;
  /** An object is sent as JSON; bytes as application/pdf. */
  body?: unknown;
}

export async function iniciarServidor() {
  const respuestas = new Map<string, Respuesta>();
  const recibidas: { method: string; url: string; authorization?: string; body: unknown }[] = [];
  const server: Server = createServer((req, res) => {
    const partes: Buffer[] = [];
    req.on('data', (p: Buffer) => partes.push(p));
    req.on('end', () => {
      const texto = Buffer.concat(partes).toString('utf8');
      recibidas.push({
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        body: texto === '' ? undefined : (JSON.parse(texto) as unknown),
      });
      const r = respuestas.get(`${req.method ?? ''} ${req.url ?? ''}`) ?? {
        status: 404,
        body: { ok: false, error: 'Recurso no encontrado.', code: 'NO_ENCONTRADO' },
      };
      if (r.body instanceof Uint8Array) {
        res.writeHead(r.status, { 'content-type': 'application/pdf' }).end(Buffer.from(r.body));
      } else {
        res.writeHead(r.status, { 'content-type': 'application/json' }).end(JSON.stringify(r.body));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    responder: (clave: string, r: Respuesta) => respuestas.set(clave, r),
    recibidas,
    cerrar: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The app's store against `baseURL`, optionally with a signed-in user. */
export function montarStore(baseURL: string, usuario: Usuario | null = null) {
  const platform = crearPlatformWeb({
    persistente: crearAlmacenEnMemoria(),
    sesion: crearAlmacenEnMemoria(),
  });
  const store = crearStore({ platform, http: axios.create({ baseURL, timeout: 5000 }) });
  if (usuario) {
    store.dispatch(sesionIniciada({ token: 'tok-1', usuario }));
  }
  return store;
}

export function html(elemento: ReactElement): string {
  return renderToStaticMarkup(<MemoryRouter>{elemento}</MemoryRouter>);
}

/** The visible text of some HTML, spaces collapsed. */
export function texto(marcado: string): string {
  return marcado
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export function datos(cambios: Partial<DatosCertificado> = {}): DatosCertificado {
  return {
    nombre: 'Ana',
    apellidos: 'Pérez Gómez',
    tipoIdentificacion: 'Cedula ciudadanía',
    identificacion: '1234567',
    curso: { codigo: 'ALF01', nombre: 'Alfabetización digital' },
    evaluacion: { codigo: 'EV-ALF01', nombre: 'Evaluación final' },
    puntaje: 90,
    horas: CERTIFICADO.horas,
    estrategia: CERTIFICADO.estrategia,
    ...cambios,
  };
}

/** 21 Nov 2026 09:05:07 local time, so formatted dates do not depend on the time zone. */
export const EMITIDO = new Date(2026, 10, 21, 9, 5, 7).toISOString();

export function certificado(cambios: Partial<Certificado> = {}): Certificado {
  return {
    _id: 'cert1',
    numero: 7,
    codigoVerificacion: '7K3M-9QXA-2BCD',
    emitidoEn: EMITIDO,
    revocadoEn: null,
    motivoRevocacion: null,
    datos: datos(),
    sha256Pdf: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    urlVerificacion: 'http://aula.local/verificar/7K3M-9QXA-2BCD',
    urlPdf: '/api/certificados/cert1/pdf?firma=abc',
    usuarioId: 'u1',
    ...cambios,
  };
}

export function verificacion(cambios: Partial<Verificacion> = {}): Verificacion {
  const c = certificado();
  return {
    numero: c.numero,
    codigoVerificacion: c.codigoVerificacion,
    emitidoEn: c.emitidoEn,
    valido: true,
    revocadoEn: null,
    motivoRevocacion: null,
    // What the public API answers: no score or document type, the number masked.
    datos: {
      nombre: c.datos.nombre,
      apellidos: c.datos.apellidos,
      identificacion: '***4567',
      curso: c.datos.curso,
      evaluacion: c.datos.evaluacion,
      horas: c.datos.horas,
      estrategia: c.datos.estrategia,
    },
    sha256Pdf: c.sha256Pdf,
    ...cambios,
  };
}
