import { describe, expect, it } from 'vitest';
import {
  IDIOMA_SUBTITULO,
  etiquetaPredeterminada,
  normalizarIdioma,
  segundosWebVtt,
  validarWebVtt,
} from '@shared/domain/subtitulos';

const BUENO = [
  'WEBVTT - Lección 1',
  'Kind: captions',
  '',
  'NOTE una nota',
  'de dos líneas',
  '',
  'STYLE',
  '::cue { color: yellow }',
  '',
  '1',
  '00:00:01.000 --> 00:00:04.000 line:90%',
  'Bienvenidos al curso',
  '',
  '00:04.500 --> 00:06.000',
  'Segunda línea',
  'con dos renglones',
  '',
  'saludo-final',
  '01:00:00.000 --> 01:00:02.250',
  '¡Hasta luego! 你好',
  '',
].join('\n');

describe('validarWebVtt', () => {
  it('accepts a well-formed file with header text, NOTE/STYLE blocks, ids and settings', () => {
    expect(validarWebVtt(BUENO)).toEqual({ ok: true, subtitulos: 3 });
  });

  it('accepts a BOM and CRLF line ends', () => {
    const crlf = `\uFEFF${BUENO.replace(/\n/g, '\r\n')}`;
    expect(validarWebVtt(crlf)).toEqual({ ok: true, subtitulos: 3 });
  });

  it('refuses a file without the WEBVTT signature (an .srt) naming line 1', () => {
    const srt = '1\n00:00:01,000 --> 00:00:02,000\nHola\n';
    expect(validarWebVtt(srt)).toEqual({
      ok: false,
      linea: 1,
      error: 'Línea 1: un archivo WebVTT debe empezar por «WEBVTT».',
    });
    expect(validarWebVtt('WEBVTTX\n\n00:01.000 --> 00:02.000\nx')).toMatchObject({ linea: 1 });
  });

  it('refuses empty files and files without cues', () => {
    expect(validarWebVtt('')).toMatchObject({ ok: false, linea: null });
    expect(validarWebVtt('WEBVTT\n\nNOTE solo nota\n')).toEqual({
      ok: false,
      linea: null,
      error: 'El archivo WebVTT no contiene ningún subtítulo.',
    });
  });

  it('names the line of a malformed timestamp (SRT comma, missing milliseconds)', () => {
    const r = validarWebVtt('WEBVTT\n\n1\n00:00:01,000 --> 00:00:02.000\nHola\n');
    expect(r).toEqual({
      ok: false,
      linea: 4,
      error: 'Línea 4: el tiempo «00:00:01,000» no es válido; use hh:mm:ss.ttt o mm:ss.ttt.',
    });
    expect(validarWebVtt('WEBVTT\n\n00:01 --> 00:02.000\nHola')).toMatchObject({ linea: 3 });
    expect(validarWebVtt('WEBVTT\n\n00:61.000 --> 01:02.000\nHola')).toMatchObject({ linea: 3 });
  });

  it('refuses an end not after its start, and cues out of order', () => {
    expect(validarWebVtt('WEBVTT\n\n00:00:05.000 --> 00:00:02.000\nAl revés')).toEqual({
      ok: false,
      linea: 3,
      error: 'Línea 3: el final (00:00:02.000) debe ser posterior al inicio (00:00:05.000).',
    });
    expect(validarWebVtt('WEBVTT\n\n00:03.000 --> 00:03.000\nCero')).toMatchObject({ linea: 3 });
    const desorden = 'WEBVTT\n\n00:05.000 --> 00:06.000\nB\n\n00:01.000 --> 00:02.000\nA\n';
    expect(validarWebVtt(desorden)).toMatchObject({ ok: false, linea: 6 });
  });

  it('refuses a cue without its timing line and a cue text holding "-->"', () => {
    expect(validarWebVtt('WEBVTT\n\nsolo texto\nsin tiempos\n')).toMatchObject({
      ok: false,
      linea: 4,
    });
    expect(validarWebVtt('WEBVTT\n\nid\n')).toMatchObject({ ok: false, linea: 4 });
    const pegado = 'WEBVTT\n\n00:01.000 --> 00:02.000\nA\n00:03.000 --> 00:04.000\nB\n';
    expect(validarWebVtt(pegado)).toMatchObject({ ok: false, linea: 5 });
    expect(validarWebVtt('WEBVTT\n\n00:01.000 -> 00:02.000\nA')).toMatchObject({ linea: 4 });
  });

  it('refuses NUL characters', () => {
    expect(validarWebVtt('WEBVTT\n\n00:01.000 --> 00:02.000\nA\0')).toMatchObject({ ok: false });
  });
});

describe('timestamps, languages and labels', () => {
  it('reads hh:mm:ss.ttt and mm:ss.ttt', () => {
    expect(segundosWebVtt('01:02:03.450')).toBeCloseTo(3723.45);
    expect(segundosWebVtt('02:03.004')).toBeCloseTo(123.004);
    expect(segundosWebVtt('100:00:00.000')).toBe(360000);
    expect(segundosWebVtt('1:02.000')).toBeNull();
    expect(segundosWebVtt('00:02.00')).toBeNull();
  });

  it('takes BCP-47 tags and normalises their case', () => {
    for (const ok of ['es', 'en', 'zh', 'pbb', 'es-CO', 'zh-Hans', 'es-419']) {
      expect(IDIOMA_SUBTITULO.test(ok)).toBe(true);
    }
    for (const mal of ['', 'e', 'español', 'es_CO', '../x', 'es-']) {
      expect(IDIOMA_SUBTITULO.test(mal)).toBe(false);
    }
    expect(normalizarIdioma('ES-co')).toBe('es-CO');
    expect(normalizarIdioma('zh-hans')).toBe('zh-Hans');
  });

  it('labels the interface languages by their own name, others by their code', () => {
    expect(etiquetaPredeterminada('zh')).toBe('中文');
    expect(etiquetaPredeterminada('fr')).toBe('Français');
    expect(etiquetaPredeterminada('pbb')).toBe('pbb');
  });
});
