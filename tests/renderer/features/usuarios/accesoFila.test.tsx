import { describe, expect, it } from 'vitest';
import type { Usuario } from '@shared/api';
import { matrizPermisos } from '@shared/domain/permisos';
import { horaDeVencimiento } from '../../../../src/renderer/features/usuarios/components/CodigoRestablecimientoDialog';
import { TablaUsuarios } from '../../../../src/renderer/features/usuarios/components/TablaUsuarios';
import { ORDEN_INICIAL } from '../../../../src/renderer/features/usuarios/listado';
import { accionesFilaUsuario } from '../../../../src/renderer/features/usuarios/permisos';
import { USUARIO } from '../auth/servidorDePrueba';
import { renderizar } from '../evaluaciones/render';

const nada = () => undefined;
const rolCon = (editar: boolean) => ({
  nombre: 'Tutor',
  permisos: matrizPermisos(
    (vista, op) => vista === 'usuarios' && (op === 'consultar' || (editar && op === 'editar')),
  ),
});
const OTRO: Usuario = { ...USUARIO, _id: 'u2', email: 'beto@example.com' };

function tabla(rol: ReturnType<typeof rolCon>, idActual: string) {
  return renderizar(
    <TablaUsuarios
      usuarios={[USUARIO, OTRO]}
      desde={1}
      orden={ORDEN_INICIAL}
      onOrdenar={nada}
      acciones={(u) => accionesFilaUsuario(rol, idActual, u._id)}
      onCambiarEstado={nada}
      onEditar={nada}
      onEliminar={nada}
      onAsignarCursos={nada}
      onGenerarCodigo={nada}
      onDesbloquear={nada}
      vacio="—"
    />,
  );
}

describe('users screen: reset code and unlock row actions (issue 13)', () => {
  it('with usuarios/editar: both actions, but no reset code on one’s own row', () => {
    const rol = rolCon(true);
    expect(accionesFilaUsuario(rol, 'u1', 'u1')).toMatchObject({
      codigoRestablecimiento: false,
      desbloquear: true,
    });
    expect(accionesFilaUsuario(rol, 'u1', 'u2')).toMatchObject({
      codigoRestablecimiento: true,
      desbloquear: true,
    });
    const html = tabla(rol, 'u1');
    expect(html).toContain('aria-label="Generar código de restablecimiento para beto@example.com"');
    expect(html).not.toContain('Generar código de restablecimiento para ana@example.com');
    expect(html).toContain('aria-label="Desbloquear acceso de ana@example.com"');
    expect(html).toContain('aria-label="Desbloquear acceso de beto@example.com"');
    expect(html).toContain('title="Generar código de restablecimiento"');
    expect(html).toContain('title="Desbloquear acceso"');
  });

  it('without usuarios/editar: neither', () => {
    const rol = rolCon(false);
    expect(accionesFilaUsuario(rol, 'u1', 'u2')).toMatchObject({
      codigoRestablecimiento: false,
      desbloquear: false,
    });
    const html = tabla(rol, 'u1');
    expect(html).not.toContain('Generar código de restablecimiento');
    expect(html).not.toContain('Desbloquear acceso');
  });

  it('the code dialog shows when the code expires, as a local time', () => {
    const expira = new Date(2026, 10, 25, 10, 45).toISOString();
    expect(horaDeVencimiento(expira, 'es')).toMatch(/10:45/);
  });
});
