import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { PERMISOS_ESTUDIANTE, matrizPermisos } from '@shared/domain/permisos';
import { ListaAtajos, modoAtajos, type ModoAtajos } from '../../../src/renderer/app/layout/Atajos';
import { accesosDirectos } from '../../../src/renderer/app/layout/menu';
import { renderizar, texto } from '../features/evaluaciones/render';

/** The seeded Tutor's matrix as 0020 leaves it: consultar on informes, cursos and users. */
const tutor = {
  nombre: 'Tutor',
  permisos: matrizPermisos(
    (v, o) => o === 'consultar' && ['informes', 'cursos', 'multimedias', 'usuarios'].includes(v),
  ),
};
const estudiante = { nombre: 'Estudiante', permisos: PERMISOS_ESTUDIANTE };
const admin = { nombre: 'ADMINISTRADOR', permisos: [] };

const pintar = (rol: typeof tutor, modo: ModoAtajos) =>
  renderizar(
    <MemoryRouter initialEntries={['/cursos']}>
      <ListaAtajos accesos={accesosDirectos(rol)} modo={modo} />
    </MemoryRouter>,
  );

/** Each link as [href, accessible name] (aria-label, else its text). */
function enlaces(html: string): [string, string][] {
  return [...html.matchAll(/<a ([^>]*)>([\s\S]*?)<\/a>/g)].map((m) => {
    const attrs = m[1] ?? '';
    const href = /href="([^"]*)"/.exec(attrs)?.[1] ?? '';
    const etiqueta = /aria-label="([^"]*)"/.exec(attrs)?.[1];
    return [href, etiqueta ?? texto(m[2] ?? '')];
  });
}

describe('toolbar shortcuts (spec 2 layout, issue 15)', () => {
  it('maps and reports follow informes.consultar; each shortcut its own permission', () => {
    expect(accesosDirectos(tutor).map((a) => a.pantalla)).toEqual([
      'mapas',
      'informes',
      'biblioteca',
      'cursos',
      'usuarios',
    ]);
    expect(accesosDirectos(estudiante).map((a) => a.pantalla)).not.toContain('mapas');
    const soloRoles = {
      nombre: 'R',
      permisos: matrizPermisos((v, o) => v === 'roles' && o === 'consultar'),
    };
    expect(accesosDirectos(soloRoles).map((a) => a.pantalla)).toEqual(['roles']);
  });

  it('wide: labelled links with an icon, inside the "Accesos directos" navigation', () => {
    const html = pintar(admin, 'conTexto');
    expect(html).toContain('aria-label="Accesos directos"');
    expect(enlaces(html)).toEqual([
      ['/mapas/avantel/consultar', 'Mapas'],
      ['/informes/avantel', 'Informes'],
      ['/biblioteca', 'Biblioteca'],
      ['/cursos', 'Cursos'],
      ['/evaluaciones', 'Evaluaciones'],
      ['/usuarios', 'Usuarios'],
      ['/roles', 'Roles'],
      ['/wiki', 'Wiki'],
    ]);
    // Every link carries its icon (an svg) and the current page is marked.
    expect(html.match(/<svg/g)?.length).toBe(8);
    expect(html).toMatch(
      /href="\/cursos"[^>]*aria-current="page"|aria-current="page"[^>]*href="\/cursos"/,
    );
  });

  it('medium widths: icons only, each named by aria-label and tooltip', () => {
    const html = pintar(tutor, 'soloIcono');
    expect(enlaces(html).map(([, nombre]) => nombre)).toEqual([
      'Mapas',
      'Informes',
      'Biblioteca',
      'Cursos',
      'Usuarios',
    ]);
    expect(texto(html)).toBe('');
    expect(html).toContain('title="Mapas"');
  });

  it('the wiki (issue 16) is a shortcut for every role that may consult it', () => {
    const lectora = {
      nombre: 'Lectora',
      permisos: matrizPermisos((v, o) => o === 'consultar' && ['cursos', 'wiki'].includes(v)),
    };
    expect(accesosDirectos(lectora).map((a) => a.ruta)).toEqual(['/cursos', '/wiki']);
    expect(accesosDirectos(tutor).map((a) => a.pantalla)).not.toContain('wiki');
    const html = pintar(lectora, 'soloIcono');
    expect(enlaces(html)).toEqual([
      ['/cursos', 'Cursos'],
      ['/wiki', 'Wiki'],
    ]);
  });

  it('icons only below 1600 px; on a phone the bar shows none (its "⋯" menu lists them)', () => {
    expect(modoAtajos(true)).toBe('soloIcono');
    expect(modoAtajos(false)).toBe('conTexto');
  });

  it('nothing at all for a role without any shortcut', () => {
    const nadie = { nombre: 'N', permisos: matrizPermisos(() => false) };
    const html = pintar(nadie, 'conTexto');
    expect(html).not.toContain('<nav');
    expect(texto(html)).toBe('');
  });
});
