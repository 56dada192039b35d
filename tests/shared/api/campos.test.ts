import { describe, expect, it } from 'vitest';
import { MENSAJE_CARACTERES_CONTROL, requerido, texto, textoMultilinea } from '@shared/api/campos';
import { idSchema } from '@shared/api/schemas';

const mensajes = (r: { error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('texto y textoMultilinea: sin caracteres de control', () => {
  const control = ['\u0000', '\u0007', '\u001b[31m', '\u007f', '\u0085', '\u009f'];

  it.each(control)('texto rechaza %j con el mensaje del campo', (c) => {
    expect(mensajes(texto(50).safeParse(`a${c}b`))).toEqual([MENSAJE_CARACTERES_CONTROL]);
    expect(mensajes(textoMultilinea(50).safeParse(`a${c}b`))).toEqual([MENSAJE_CARACTERES_CONTROL]);
    expect(idSchema.safeParse(`id${c}`).success).toBe(false);
  });

  it('una línea no admite tabulador ni saltos; un texto largo sí', () => {
    for (const c of ['\t', '\n', '\r']) {
      expect(texto(50).safeParse(`a${c}b`).success).toBe(false);
      expect(textoMultilinea(50).safeParse(`a${c}b`).data).toBe(`a${c}b`);
    }
  });

  it('recorta, respeta el límite y los mensajes propios del campo', () => {
    expect(texto(5).parse('  ñandú  ')).toBe('ñandú');
    expect(mensajes(texto(3, { max: 'Muy largo' }).safeParse('abcd'))).toEqual(['Muy largo']);
    expect(mensajes(texto(3, { tipo: 'Falta' }).safeParse(3))).toEqual(['Falta']);
    expect(mensajes(requerido(10).safeParse('   '))).toEqual(['Este campo es requerido']);
    // Ordinary text, accents and emoji, is untouched.
    expect(texto(50).parse('Curso «Ñ» — señal 📡')).toBe('Curso «Ñ» — señal 📡');
  });
});
