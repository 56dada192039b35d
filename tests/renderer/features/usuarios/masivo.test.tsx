import { describe, expect, it } from 'vitest';
import type { ResultadoMasivo as Resultado, Usuario } from '@shared/api';
import { matrizPermisos } from '@shared/domain/permisos';
import i18n from '../../../../src/renderer/i18n';
import type { RolListado } from '../../../../src/renderer/features/roles/api';
import { AccionesCabecera } from '../../../../src/renderer/features/usuarios/components/AccionesCabecera';
import { BarraSeleccion } from '../../../../src/renderer/features/usuarios/components/BarraSeleccion';
import { FiltrosUsuarios } from '../../../../src/renderer/features/usuarios/components/FiltrosUsuarios';
import { ResultadoMasivo } from '../../../../src/renderer/features/usuarios/components/ResultadoMasivo';
import { TablaUsuarios } from '../../../../src/renderer/features/usuarios/components/TablaUsuarios';
import { ORDEN_INICIAL } from '../../../../src/renderer/features/usuarios/listado';
import {
  filtroUsuarios,
  textoResultadoMasivo,
} from '../../../../src/renderer/features/usuarios/masivo';
import {
  accionesFilaUsuario,
  accionesPantallaUsuarios,
  hayAccionMasiva,
} from '../../../../src/renderer/features/usuarios/permisos';
import { USUARIO } from '../auth/servidorDePrueba';
import { renderizar, texto, textos } from '../evaluaciones/render';

const t = i18n.getFixedT('es');
const nada = () => undefined;
const admin = { nombre: 'ADMINISTRADOR', permisos: [] };
const soloDesactivar = {
  nombre: 'Soporte',
  permisos: matrizPermisos(
    (vista, op) => vista === 'usuarios' && (op === 'consultar' || op === 'desactivar'),
  ),
};

function resultado(parcial: Partial<Resultado>): Resultado {
  return { ok: true, aplicados: 0, sinCambios: 0, totalRechazados: 0, rechazados: [], ...parcial };
}

describe('the report of a bulk action', () => {
  it('applied, unchanged and each refusal with its reason', () => {
    const r = resultado({
      aplicados: 12,
      sinCambios: 3,
      totalRechazados: 2,
      rechazados: [
        { _id: 'a', email: 'yo@x.co', nombre: 'Yo', motivo: 'No puede cambiarse a sí mismo.' },
        { _id: 'b', email: 'admin@x.co', nombre: 'Admin', motivo: 'Es el último administrador.' },
      ],
    });
    expect(textoResultadoMasivo(r, t)).toEqual({
      resumen: ['Aplicado a 12 usuarios', '3 sin cambios', '2 rechazados:'],
      rechazados: [
        'yo@x.co — No puede cambiarse a sí mismo.',
        'admin@x.co — Es el último administrador.',
      ],
      otros: null,
    });
    const html = renderizar(<ResultadoMasivo resultado={r} />);
    expect(textos(html, 'li')).toEqual([
      'yo@x.co — No puede cambiarse a sí mismo.',
      'admin@x.co — Es el último administrador.',
    ]);
  });

  it('one user in the singular; nothing unchanged or refused is not mentioned', () => {
    expect(textoResultadoMasivo(resultado({ aplicados: 1 }), t)).toEqual({
      resumen: ['Aplicado a 1 usuario'],
      rechazados: [],
      otros: null,
    });
    expect(
      texto(renderizar(<ResultadoMasivo resultado={resultado({ aplicados: 0, sinCambios: 5 })} />)),
    ).toBe('Aplicado a 0 usuarios 5 sin cambios');
  });

  it('refusals beyond the listed ones are counted', () => {
    const r = resultado({
      totalRechazados: 503,
      rechazados: [{ _id: 'a', email: 'a@x.co', nombre: 'A', motivo: 'M' }],
    });
    expect(textoResultadoMasivo(r, t).otros).toBe('y 502 más');
  });
});

describe('the filter the list, the export and "all matching" share', () => {
  it('leaves out what is not filtered', () => {
    expect(filtroUsuarios('', '', 'todos')).toEqual({});
    expect(filtroUsuarios('ana', 'r1', 'activos')).toEqual({
      buscar: 'ana',
      rol: 'r1',
      activo: true,
    });
    expect(filtroUsuarios('', '', 'inactivos')).toEqual({ activo: false });
  });

  it('role and state dropdowns show the current choice', () => {
    const rol = {
      permisos: [],
      omitirOrden: false,
      alcance: 'todos' as const,
      sistema: false,
      usuarios: 0,
    };
    const roles: RolListado[] = [
      { ...rol, _id: 'r1', nombre: 'Estudiante' },
      { ...rol, _id: 'r2', nombre: 'Docente' },
    ];
    const todos = texto(
      renderizar(
        <FiltrosUsuarios roles={roles} rol="" estado="todos" onRol={nada} onEstado={nada} />,
      ),
    );
    expect(todos).toContain('Rol');
    expect(todos).toContain('Todos los roles');
    expect(todos).toContain('Estado Todos');
    const elegido = texto(
      renderizar(
        <FiltrosUsuarios roles={roles} rol="r2" estado="inactivos" onRol={nada} onEstado={nada} />,
      ),
    );
    expect(elegido).toContain('Docente');
    expect(elegido).toContain('Inactivos');
    expect(elegido).not.toContain('Todos los roles');
  });
});

describe('users page buttons and bulk toolbar follow the role', () => {
  it('an administrator gets import, export, history and every bulk action', () => {
    const p = accionesPantallaUsuarios(admin);
    const botones = textos(
      renderizar(
        <AccionesCabecera
          pantalla={p}
          exportando={false}
          onNuevo={nada}
          onImportar={nada}
          onExportar={nada}
          onHistorial={nada}
        />,
      ),
      'button',
    );
    expect(botones).toEqual([
      'Nuevo usuario',
      'Importar usuarios',
      'Exportar CSV',
      'Historial de importaciones',
    ]);
    const barra = textos(
      renderizar(
        <BarraSeleccion
          cantidad={4}
          total={4}
          ofrecerTodos={false}
          modoTodos={false}
          permisos={p.masivo}
          onSeleccionarTodos={nada}
          onLimpiar={nada}
          onAccion={nada}
        />,
      ),
      'button',
    );
    expect(barra).toEqual([
      'Activar',
      'Desactivar',
      'Asignar cursos',
      'Cambiar rol',
      'Eliminar',
      'Quitar selección',
    ]);
  });

  it('a role with only consultar and desactivar: export, and activate/deactivate only', () => {
    const p = accionesPantallaUsuarios(soloDesactivar);
    expect(p).toMatchObject({ importar: false, exportar: true, deshacerImportacion: false });
    expect(hayAccionMasiva(p)).toBe(true);
    const html = renderizar(
      <BarraSeleccion
        cantidad={2}
        total={30}
        ofrecerTodos={false}
        modoTodos={false}
        permisos={p.masivo}
        onSeleccionarTodos={nada}
        onLimpiar={nada}
        onAccion={nada}
      />,
    );
    expect(texto(html)).toContain('2 seleccionados');
    expect(textos(html, 'button')).toEqual(['Activar', 'Desactivar', 'Quitar selección']);
    expect(hayAccionMasiva(accionesPantallaUsuarios({ nombre: 'E', permisos: [] }))).toBe(false);
  });

  it('offers all matching users, then says they are selected with a way out', () => {
    const p = accionesPantallaUsuarios(admin).masivo;
    const oferta = renderizar(
      <BarraSeleccion
        cantidad={10}
        total={250}
        ofrecerTodos
        modoTodos={false}
        permisos={p}
        onSeleccionarTodos={nada}
        onLimpiar={nada}
        onAccion={nada}
      />,
    );
    expect(textos(oferta, 'button')).toContain(
      'Seleccionar los 250 usuarios que coinciden con el filtro',
    );
    const todos = renderizar(
      <BarraSeleccion
        cantidad={249}
        total={250}
        ofrecerTodos={false}
        modoTodos
        permisos={p}
        onSeleccionarTodos={nada}
        onLimpiar={nada}
        onAccion={nada}
      />,
    );
    expect(texto(todos)).toContain('Se seleccionaron los 249 usuarios que coinciden');
    expect(texto(todos)).toContain('249 seleccionados');
    expect(textos(todos, 'button').filter((b) => b === 'Quitar selección')).toHaveLength(1);
    const nadaElegido = renderizar(
      <BarraSeleccion
        cantidad={0}
        total={250}
        ofrecerTodos={false}
        modoTodos={false}
        permisos={p}
        onSeleccionarTodos={nada}
        onLimpiar={nada}
        onAccion={nada}
      />,
    );
    expect(texto(nadaElegido)).toBe('');
  });
});

/** The selection checkboxes (the active column's switches are inputs of type checkbox too). */
const casillasDe = (html: string): string[] =>
  [...html.matchAll(/<input[^>]*type="checkbox"[^>]*>/g)]
    .map((m) => m[0])
    .filter((c) => !c.includes('role="switch"'));

describe('row checkboxes in the users table', () => {
  const otro: Usuario = { ...USUARIO, _id: 'u2', email: 'beto@example.com' };
  const tabla = (conSeleccion: boolean, pagina: boolean | 'mixed' = 'mixed') =>
    renderizar(
      <TablaUsuarios
        usuarios={[USUARIO, otro]}
        desde={1}
        orden={ORDEN_INICIAL}
        onOrdenar={nada}
        acciones={(u) => accionesFilaUsuario(admin, USUARIO._id, u._id)}
        onGenerarCodigo={nada}
        onDesbloquear={nada}
        seleccion={
          conSeleccion
            ? {
                marcado: (u) => u._id === 'u2',
                pagina,
                deshabilitado: (u) => u._id === USUARIO._id,
                onMarcar: nada,
                onMarcarPagina: nada,
              }
            : undefined
        }
        onCambiarEstado={nada}
        onEditar={nada}
        onEliminar={nada}
        onAsignarCursos={nada}
        vacio="vacío"
      />,
    );

  it("one per row, labelled by email; the admin's own row cannot be ticked", () => {
    const html = tabla(true);
    const casillas = casillasDe(html);
    expect(casillas).toHaveLength(3);
    expect(casillas[0]).toContain('aria-label="Seleccionar página"');
    // Part of the page ticked: the header box is not checked (Fluent draws the dash).
    expect(casillas[0]).not.toContain('checked=""');
    const propia = casillas.find((c) => c.includes('Seleccionar ana@example.com')) ?? '';
    expect(propia).toContain('disabled');
    expect(propia).not.toContain('checked=""');
    const ajena = casillas.find((c) => c.includes('Seleccionar beto@example.com')) ?? '';
    expect(ajena).toContain('checked');
    expect(ajena).not.toContain('disabled');
  });

  it('the header box is checked when the whole page is', () => {
    expect(casillasDe(tabla(true, true))[0]).toContain('checked=""');
  });

  it('no checkbox column for a role without bulk actions', () => {
    const html = tabla(false);
    expect(casillasDe(html)).toEqual([]);
    // The active switches are still there (they are checkboxes too, with role switch).
    expect(html).toContain('role="switch"');
  });
});
