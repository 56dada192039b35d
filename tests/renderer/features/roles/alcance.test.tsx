import { describe, expect, it } from 'vitest';
import { alcanceDe, matrizPermisos } from '@shared/domain/permisos';
import type { RolListado } from '../../../../src/renderer/features/roles/api';
import { AlcanceRol } from '../../../../src/renderer/features/roles/components/AlcanceRol';
import { PanelPermisos } from '../../../../src/renderer/features/roles/components/PanelPermisos';
import { accionesRoles, matrizCompleta } from '../../../../src/renderer/features/roles/matriz';
import type { useAccionesRoles } from '../../../../src/renderer/features/roles/useAccionesRoles';
import type { EdicionRoles } from '../../../../src/renderer/features/roles/useEdicionRoles';
import { renderizar, texto } from '../evaluaciones/render';

const nada = () => undefined;
const ADMIN = { nombre: 'ADMINISTRADOR', permisos: [] };

function rol(nombre: string, alcance: 'todos' | 'misCursos'): RolListado {
  return {
    _id: `rol-${nombre}`,
    nombre,
    permisos: matrizPermisos((v, o) => o === 'consultar' && v !== 'roles'),
    omitirOrden: false,
    alcance,
    sistema: false,
    usuarios: 0,
  };
}

/** The roles screen's card for a role, as the signed-in administrator sees it. */
function panel(seleccionado: RolListado) {
  const enSeleccionado = accionesRoles(ADMIN, seleccionado);
  const edicion: EdicionRoles = {
    seleccionado,
    puede: (r) => accionesRoles(ADMIN, r),
    enSeleccionado,
    matriz: matrizCompleta(seleccionado.permisos),
    omitirOrden: seleccionado.omitirOrden,
    alcance: alcanceDe(seleccionado),
    cambiada: false,
    seleccionar: nada,
    cambiarCasilla: nada,
    cambiarOmitir: nada,
    cambiarAlcance: nada,
    descartar: nada,
  };
  const acciones = {
    guardar: () => Promise.resolve(true),
    guardando: false,
  } as unknown as ReturnType<typeof useAccionesRoles>; // only what the card reads
  return renderizar(<PanelPermisos edicion={edicion} acciones={acciones} />);
}

/** The <input> of the radio whose value is `valor`. */
function radio(html: string, valor: string): string {
  return html.match(new RegExp(`<input[^>]*value="${valor}"[^>]*>`))?.[0] ?? '';
}

describe('roles screen: the scope setting (issue 15)', () => {
  it('offers «Todos los usuarios / Solo mis cursos», labelled, with the role’s value', () => {
    const html = renderizar(<AlcanceRol valor="misCursos" deshabilitado={false} onCambio={nada} />);
    expect(texto(html)).toContain('Alcance');
    expect(texto(html)).toContain('Todos los usuarios');
    expect(texto(html)).toContain('Solo mis cursos');
    expect(html).toContain('role="radiogroup"');
    expect(radio(html, 'misCursos')).toContain('checked');
    expect(radio(html, 'todos')).not.toContain('checked');
    expect(radio(html, 'todos')).not.toContain('disabled');
  });

  it('sits beside the permission matrix of the chosen role, enabled for a custom role', () => {
    const html = panel(rol('Tutor', 'misCursos'));
    expect(html).toContain('Permisos del rol');
    expect(radio(html, 'misCursos')).toContain('checked');
    expect(radio(html, 'misCursos')).not.toContain('disabled');
  });

  it('shows ADMINISTRADOR as «todos», disabled, whatever is stored', () => {
    const administrador = { ...rol('ADMINISTRADOR', 'misCursos'), _id: 'rol-admin' };
    expect(alcanceDe(administrador)).toBe('todos');
    const html = panel(administrador);
    expect(radio(html, 'todos')).toContain('checked');
    expect(radio(html, 'todos')).toContain('disabled');
    expect(radio(html, 'misCursos')).toContain('disabled');
  });
});
