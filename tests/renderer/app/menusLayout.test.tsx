import { MenuList } from '@fluentui/react-components';
import type { ComponentType, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PERMISOS_ESTUDIANTE, matrizPermisos } from '@shared/domain/permisos';
import { accesosDirectos, entradasResultados } from '../../../src/renderer/app/layout/menu';
import { ContenidoMenuBarra } from '../../../src/renderer/app/layout/MenuBarra';
import { MenuCompacto } from '../../../src/renderer/app/layout/MenuCompacto';
import { MenuCompleto } from '../../../src/renderer/app/layout/MenuCompleto';
import { BotonCerrarSesion, ItemsPerfil } from '../../../src/renderer/app/layout/PartesBarra';
import { SubmenusPreferencias } from '../../../src/renderer/app/layout/SubmenusPreferencias';
import type { DatosMenu } from '../../../src/renderer/app/layout/useDatosMenu';
import {
  IconoCalificacion,
  IconoCheck,
  IconoDiploma,
  IconoEvaluacion,
} from '../../../src/renderer/ui/iconos';
import { USUARIO } from '../features/auth/servidorDePrueba';
import { curso } from '../features/cursos/fixtures';
import { montarStore } from '../features/certificados/apoyo';
import { renderizar, texto, textos } from '../features/evaluaciones/render';

/** A learner with a certificate: the side menu lists evaluations, grades and certificate. */
const usuario = {
  ...USUARIO,
  rol: { ...USUARIO.rol, permisos: PERMISOS_ESTUDIANTE },
  certificaciones: [{ fecha: '2026-11-21T09:05:07.000Z', numero_certificado: 7 }],
};

const datos: DatosMenu = {
  usuario,
  conCursos: true,
  conBiblioteca: true,
  configuracion: [],
  resultados: entradasResultados(usuario),
  asignados: [],
  abiertos: 0,
  hayMas: false,
  progreso: null,
};

/** Renders with the app's store (nothing is fetched: no effects run here) and a router. */
function pintar(nodo: ReactNode): string {
  const store = montarStore('http://127.0.0.1:9', usuario);
  return renderizar(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/cursos']}>{nodo}</MemoryRouter>
    </Provider>,
  );
}

const abiertas = { cursos: true, configuracion: false, alternar: () => undefined };

/** The accessible name of each button (aria-label, else its text). */
function botones(html: string): string[] {
  return [...html.matchAll(/<button([^>]*)>([\s\S]*?)<\/button>/g)].map(
    (m) => /aria-label="([^"]*)"/.exec(m[1] ?? '')?.[1] ?? texto(m[2] ?? ''),
  );
}

/** An icon's own drawing, to tell which icon a link carries. */
const dibujo = (Icono: ComponentType) =>
  /<path[^>]*>/.exec(renderToStaticMarkup(<Icono />))?.[0] ?? 'sin dibujo';

describe("one name for logging out (issue 16: 'Cerrar sesión', 'Salir', 'Cerrar Sesión')", () => {
  it("the toolbar, 'Mi perfil', the side menu and its rail all say 'Cerrar sesión'", () => {
    const barra = pintar(<BotonCerrarSesion />);
    const perfil = pintar(
      <MenuList>
        <ItemsPerfil />
      </MenuList>,
    );
    const lateral = pintar(<MenuCompleto datos={datos} abiertas={abiertas} />);
    const riel = pintar(<MenuCompacto datos={datos} />);

    expect(botones(barra)).toEqual(['Cerrar sesión']);
    expect(
      textos(perfil, 'div')
        .filter((t) => /sesi|salir/i.test(t))
        .at(-1),
    ).toBe('Cerrar sesión');
    expect(botones(lateral).at(-1)).toBe('Cerrar sesión');
    expect(botones(riel).at(-1)).toBe('Cerrar sesión');
    for (const html of [barra, perfil, lateral, riel]) {
      expect(texto(html)).not.toMatch(/Salir|Cerrar Sesión/);
      expect(html).not.toMatch(/aria-label="(Salir|Cerrar Sesión)"/);
    }
  });
});

describe('side-menu icons mean what they label (issue 16)', () => {
  /** The drawing of the icon inside the link to `ruta`. */
  function iconoDe(html: string, ruta: string): string {
    const enlace = new RegExp(`<a [^>]*href="${ruta}"[^>]*>([\\s\\S]*?)</a>`).exec(html)?.[1];
    return /<path[^>]*>/.exec(enlace ?? '')?.[0] ?? 'sin icono';
  }

  it('a questionnaire for evaluations, a ribbon for grades, a diploma for the certificate', () => {
    for (const html of [
      pintar(<MenuCompleto datos={datos} abiertas={abiertas} />),
      pintar(<MenuCompacto datos={datos} />),
    ]) {
      expect(iconoDe(html, '/evaluaciones')).toBe(dibujo(IconoEvaluacion));
      expect(iconoDe(html, '/calificaciones')).toBe(dibujo(IconoCalificacion));
      expect(iconoDe(html, '/certificados')).toBe(dibujo(IconoDiploma));
      // No check mark anywhere in the menu: it read as "completed".
      expect(html).not.toContain(dibujo(IconoCheck));
    }
    expect(
      new Set([IconoEvaluacion, IconoCalificacion, IconoDiploma].map((i) => dibujo(i))).size,
    ).toBe(3);
  });
});

describe("'Mis cursos' from one short page (issue 18)", () => {
  /** The links of the courses section: accessible name and target. */
  const enlaces = (html: string) =>
    [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)]
      .map((m) => [texto(m[2] ?? ''), m[1]])
      .filter(([, ruta]) => ruta?.startsWith('/cursos'));
  const diez = Array.from({ length: 10 }, (_, i) => curso({ _id: `c${i}`, nombre: `Curso ${i}` }));

  it("more open courses than listed: the listed ones, then 'Ver los N cursos' to /cursos", () => {
    const html = pintar(
      <MenuCompleto
        datos={{ ...datos, asignados: diez, abiertos: 1000, hayMas: true }}
        abiertas={abiertas}
      />,
    );
    const lista = enlaces(html);
    expect(lista[0]).toEqual(['Todos los cursos', '/cursos']);
    expect(lista.slice(1, 11).map(([n]) => n)).toEqual(diez.map((c) => c.nombre));
    expect(lista.at(-1)).toEqual(['Ver los 1000 cursos', '/cursos']);
    expect(lista).toHaveLength(12);
  });

  it('every open course listed: no link to the rest', () => {
    const html = pintar(
      <MenuCompleto
        datos={{ ...datos, asignados: diez.slice(0, 3), abiertos: 3, hayMas: false }}
        abiertas={abiertas}
      />,
    );
    expect(enlaces(html)).toHaveLength(4);
    expect(texto(html)).not.toMatch(/Ver los/);
  });
});

describe('the toolbar\'s "⋯" menu on a phone', () => {
  it('lists the shortcuts, display, full screen, notifications, then Mi perfil and logout', () => {
    const lectora = {
      nombre: 'Estudiante',
      permisos: matrizPermisos((v, o) => o === 'consultar' && ['cursos', 'wiki'].includes(v)),
    };
    const html = pintar(
      <ContenidoMenuBarra
        accesos={accesosDirectos(lectora)}
        preferencias={<SubmenusPreferencias />}
        pantallaCompleta={false}
        onPantallaCompleta={() => undefined}
        onNotificaciones={() => undefined}
      />,
    );
    const elementos = [
      ...html.matchAll(/role="(menuitem\w*|presentation)"[^>]*>([\s\S]*?)<\/div>/g),
    ]
      .filter((m) => m[1]?.startsWith('menuitem'))
      .map((m) => texto(m[2] ?? ''));
    expect(elementos).toEqual([
      'Cursos',
      'Wiki',
      'Idioma de la interfaz: Español',
      'Texto grande y alto contraste',
      'Pantalla completa',
      'Notificaciones',
      'Actualizar Datos',
      'Cambiar Password',
      'Cerrar sesión',
    ]);
    expect(html).toContain('role="menuitemcheckbox"');
    expect(texto(html)).toContain('Accesos directos');
    expect(texto(html)).toContain('Mi perfil');
  });

  it('wider bars pass no shortcuts: they stay in the bar as icons', () => {
    const html = pintar(
      <ContenidoMenuBarra
        accesos={[]}
        preferencias={null}
        pantallaCompleta
        onPantallaCompleta={() => undefined}
        onNotificaciones={() => undefined}
      />,
    );
    expect(texto(html)).not.toContain('Accesos directos');
    expect(html).toMatch(/role="menuitemcheckbox"[^>]*aria-checked="true"/);
  });
});
