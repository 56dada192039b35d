import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MENSAJES_VALIDACION } from '@shared/api';
import { claveDeMensaje, erroresDeZod, erroresPorCampo } from '../../../src/renderer/ui/validacion';

describe('form errors from the shared schemas', () => {
  it('keeps the first message per field path', () => {
    const schema = z.object({
      a: z.string().min(1, 'uno').min(3, 'dos'),
      b: z.object({ c: z.string().min(1, 'tres') }),
    });
    expect(erroresDeZod(schema.safeParse({ a: '', b: { c: '' } }))).toEqual({
      a: 'uno',
      'b.c': 'tres',
    });
    expect(erroresDeZod(schema.safeParse({ a: 'abc', b: { c: 'x' } }))).toEqual({});
  });

  it('flattens customData paths to the form field', () => {
    expect(
      erroresPorCampo({
        'customData.municipio.nombre': 'm',
        'customData.telefono': 't',
        email: 'e',
      }),
    ).toEqual({ municipio: 'm', telefono: 't', email: 'e' });
  });

  it('finds the i18n key of a shared message, and none for other texts', () => {
    expect(claveDeMensaje(MENSAJES_VALIDACION.requerido)).toBe('validacion.requerido');
    expect(claveDeMensaje(MENSAJES_VALIDACION.rolNombreMax)).toBe('validacion.rolNombreMax');
    expect(claveDeMensaje('Otro texto')).toBeNull();
  });
});
