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
    expect(() => routeRequest('auth.nada')).toThrow();
  });
});
