import { describe, expect, it } from 'vitest';
import { MENSAJES_VALIDACION } from '@shared/api';
import { MENSAJES_MULTIMEDIA } from '@shared/domain/multimedias';
import {
  MULTIMEDIA_VACIA,
  claveMensajeMultimedia,
  cuerpoMultimedia,
  tipoArchivo,
  tipoDerivado,
  validarArchivoMultimedia,
  validarMultimedia,
  valoresDeMultimedia,
} from '../../../../src/renderer/features/multimedias/multimediaForm';
import { leccion } from '../cursos/fixtures';

const MB = 1024 * 1024;
const SERVIDOR = `${'c'.repeat(32)}.pdf`;

describe('lesson form (spec 5)', () => {
  it('nombre is required and a file or a link is needed', () => {
    const errores = validarMultimedia(MULTIMEDIA_VACIA, false);
    expect(errores.nombre).toBe(MENSAJES_VALIDACION.requerido);
    expect(claveMensajeMultimedia(errores.file)).toBe('multimedias.form.errores.archivoRequerido');
  });

  it('a chosen file not uploaded yet already satisfies the form', () => {
    expect(validarMultimedia({ ...MULTIMEDIA_VACIA, nombre: 'Intro' }, true)).toEqual({});
  });

  it("a link must be a valid http(s) URL ('Introduce un enlace válido')", () => {
    const v = { ...MULTIMEDIA_VACIA, nombre: 'Guía', modo: 'enlace' as const, link: 'no es url' };
    const errores = validarMultimedia(v, false);
    expect(errores.link).toBe(MENSAJES_MULTIMEDIA.enlaceInvalido);
    expect(claveMensajeMultimedia(errores.link)).toBe('multimedias.form.errores.enlace');
    expect(validarMultimedia({ ...v, link: 'https://ejemplo.co/guia' }, false)).toEqual({});
  });

  it('the description is limited to 500 characters', () => {
    const errores = validarMultimedia(
      { ...MULTIMEDIA_VACIA, nombre: 'x', descripcion: 'd'.repeat(501) },
      true,
    );
    expect(claveMensajeMultimedia(errores.descripcion)).toBe(
      'multimedias.form.errores.descripcionMax',
    );
  });

  it('the body carries the uploaded file name, or the link with tipoMedia link', () => {
    const v = { ...MULTIMEDIA_VACIA, nombre: 'Intro', curso: 'c1', tags: ['a'] };
    expect(cuerpoMultimedia(v, SERVIDOR)).toEqual({
      nombre: 'Intro',
      descripcion: '',
      tags: ['a'],
      curso: 'c1',
      file: SERVIDOR,
    });
    expect(
      cuerpoMultimedia({ ...v, curso: '', modo: 'enlace', link: ' https://a.co ' }, SERVIDOR),
    ).toEqual({
      nombre: 'Intro',
      descripcion: '',
      tags: ['a'],
      curso: null,
      tipoMedia: 'link',
      link: 'https://a.co',
      file: null,
    });
  });

  it('editing keeps the stored file unless another one is uploaded', () => {
    const v = valoresDeMultimedia(leccion());
    expect(v.modo).toBe('archivo');
    expect(cuerpoMultimedia(v).file).toBe(leccion().file);
    expect(cuerpoMultimedia(v, SERVIDOR).file).toBe(SERVIDOR);
    const enlace = valoresDeMultimedia(
      leccion({ tipoMedia: 'link', file: null, link: { link: 'https://a.co' } }),
    );
    expect(enlace).toMatchObject({ modo: 'enlace', link: 'https://a.co', file: null });
  });
});

describe('lesson file checks before uploading (spec 5 and 9)', () => {
  const archivo = (name: string, type: string, size = 10) => ({ name, type, size });

  it('accepts mp4, pdf, mp3, jpeg and png, also by extension when the browser gives no type', () => {
    expect(tipoArchivo(archivo('a.mp4', 'video/mp4'))).toBe('video/mp4');
    expect(tipoArchivo(archivo('a.mp3', 'audio/mp3'))).toBe('audio/mpeg');
    expect(tipoArchivo(archivo('a.jpg', 'image/jpg'))).toBe('image/jpeg');
    expect(tipoArchivo(archivo('a.MP3', ''))).toBe('audio/mpeg');
    expect(tipoArchivo(archivo('a.docx', 'application/msword'))).toBeNull();
    expect(tipoArchivo(archivo('a.exe', ''))).toBeNull();
  });

  it('rejects other types, empty files and files over 2000 MB', () => {
    expect(validarArchivoMultimedia(archivo('a.pdf', 'application/pdf'))).toBeNull();
    expect(validarArchivoMultimedia(archivo('a.gif', 'image/gif'))).toBe('tipo');
    expect(validarArchivoMultimedia(archivo('a.pdf', 'application/pdf', 0))).toBe('vacio');
    expect(validarArchivoMultimedia(archivo('a.mp4', 'video/mp4', 2000 * MB + 1))).toBe('tamano');
    expect(validarArchivoMultimedia(archivo('a.mp4', 'video/mp4', 2000 * MB))).toBeNull();
  });

  it('derives the read-only type from the file', () => {
    expect(tipoDerivado(archivo('a.pdf', 'application/pdf'))).toBe('Documento');
    expect(tipoDerivado(archivo('a.png', 'image/png'))).toBe('Imagen');
    expect(tipoDerivado(archivo('a.mp3', 'audio/mpeg'))).toBe('Audio');
    expect(tipoDerivado(archivo('a.mp4', 'video/mp4'))).toBe('Video');
    expect(tipoDerivado(archivo('a.gif', 'image/gif'))).toBeNull();
  });
});
