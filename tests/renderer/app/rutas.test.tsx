import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { rutas } from '../../../src/renderer/app/rutas';
import { LoginPage } from '../../../src/renderer/features/auth';
import { IrAInstalacionSiPendiente } from '../../../src/renderer/features/instalacion';

/** The components a route element mounts, one level inside its guard. */
function hijos(elemento: ReactNode): unknown[] {
  if (!isValidElement(elemento)) return [];
  const { children } = (elemento as ReactElement<{ children?: ReactNode }>).props;
  return (Array.isArray(children) ? children : [children])
    .filter(isValidElement)
    .map((h) => (h as ReactElement).type);
}

describe('route tree', () => {
  it('mounts the pending-installation check next to the login page (auth imports no feature)', () => {
    const login = rutas[0]?.children?.find((r) => r.path === 'login');
    expect(hijos(login?.element).slice(0, 2)).toEqual([IrAInstalacionSiPendiente, LoginPage]);
  });
});
