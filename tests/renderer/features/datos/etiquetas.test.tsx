import { beforeAll, describe, expect, it } from 'vitest';
import type { Usuario } from '@shared/api';
import { matrizPermisos } from '@shared/domain/permisos';
import { TIPOS_IDENTIFICACION } from '@shared/domain/usuarios';
import {
  etiquetaTipoIdentificacion,
  etiquetaTipoRegistro,
} from '../../../../src/renderer/features/datos';
import { TablaUsuarios } from '../../../../src/renderer/features/usuarios/components/TablaUsuarios';
import { ORDEN_INICIAL } from '../../../../src/renderer/features/usuarios/listado';
import { accionesFilaUsuario } from '../../../../src/renderer/features/usuarios/permisos';
import i18n from '../../../../src/renderer/i18n';
import { USUARIO } from '../auth/servidorDePrueba';
import { renderizar } from '../evaluaciones/render';

const nada = () => undefined;
const SIN_PERMISOS = { nombre: 'Estudiante', permisos: matrizPermisos(() => false) };
const t = i18n.getFixedT('es');
// Only Spanish is bundled (issue 18); English arrives on demand.
beforeAll(() => i18n.loadLanguages('en'));

describe('one label per document type, from the data list (issue 16)', () => {
  it('the users table shows the same label as the forms, not the stored code', () => {
    const usuario: Usuario = { ...USUARIO, tipoIdentificacion: 'Cedula ciudadanía' };
    const html = renderizar(
      <TablaUsuarios
        usuarios={[usuario]}
        desde={1}
        orden={ORDEN_INICIAL}
        onOrdenar={nada}
        acciones={(u) => accionesFilaUsuario(SIN_PERMISOS, 'otro', u._id)}
        onCambiarEstado={nada}
        onEditar={nada}
        onEliminar={nada}
        onAsignarCursos={nada}
        onGenerarCodigo={nada}
        onDesbloquear={nada}
        vacio="—"
      />,
    );
    expect(html).toContain('Cédula de ciudadanía');
    expect(html).not.toContain('Cedula ciudadanía');
  });

  it('every type of the list has its label; an unknown stored value shows as stored', () => {
    expect(TIPOS_IDENTIFICACION.map((tipo) => etiquetaTipoIdentificacion(t, tipo))).toEqual([
      'Cédula de ciudadanía',
      'Tarjeta de identidad',
      'Cédula de extranjería',
      'Pasaporte',
    ]);
    expect(etiquetaTipoIdentificacion(t, 'NIT')).toBe('NIT');
    expect(etiquetaTipoIdentificacion(t, null)).toBe('');
    expect(etiquetaTipoRegistro(t, 'Profesor')).toBe('Profesor');
    expect(etiquetaTipoRegistro(i18n.getFixedT('en'), 'Estudiante')).not.toBe('Estudiante');
  });
});
