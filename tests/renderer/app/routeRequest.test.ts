import { describe, expect, it } from 'vitest';
import { routes } from '@shared/api';
import { routeRequest } from '../../../src/renderer/app/routeRequest';

describe('routeRequest', () => {
  it('takes method and path from the shared route table and sends the body as data', () => {
    const body = { email: 'ana@example.com', password: 'secreta', recordarme: true };
    expect(routeRequest('auth.login', { body })).toEqual({
      url: routes['auth.login'].path,
      method: routes['auth.login'].method,
      data: body,
    });
  });

  it('needs no options for a route without params, query or body', () => {
    expect(routeRequest('auth.logout')).toEqual({ url: '/auth/logout', method: 'POST' });
  });

  it('is typed from the route schemas', () => {
    // @ts-expect-error: auth.login needs a body
    routeRequest('auth.login');
    // @ts-expect-error: the body must have the login fields
    routeRequest('auth.login', { body: { usuario: 'x' } });
    // @ts-expect-error: an unknown route key
    expect(() => routeRequest('auth.nada')).toThrow(new Error('Ruta desconocida: auth.nada'));
  });

  it('refuses a key that is not a route of the table, even one every object has', () => {
    // Not a TypeError from reading `.path` of undefined: the key itself is refused.
    expect(() => routeRequest('toString' as 'auth.logout')).toThrow(
      new Error('Ruta desconocida: toString'),
    );
  });
});
