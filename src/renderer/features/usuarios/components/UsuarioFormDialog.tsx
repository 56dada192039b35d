import { Checkbox } from '@fluentui/react-components';
import type { Usuario } from '@shared/api';
import { esAdministrador } from '@shared/domain/permisos';
import { useTranslation } from 'react-i18next';
import { FormularioDialog } from '../../../ui/FormularioDialog';
import { useFormulario } from '../../../ui/useFormulario';
import { useListarRolesQuery } from '../../roles';
import {
  USUARIO_VACIO,
  rolesElegibles,
  validarEdicionUsuario,
  validarNuevoUsuario,
  valoresDeUsuario,
  type ValoresUsuario,
} from '../usuarioForm';
import { RejillaUsuario } from './CamposUsuario';

export interface UsuarioFormDialogProps {
  /** The user being edited; absent for 'Nuevo usuario'. */
  usuario?: Usuario;
  enviando: boolean;
  onEnviar(valores: ValoresUsuario): void;
  onCerrar(): void;
}

/** 'Nuevo usuario' and 'Editar usuario' (spec 2 and 5). Mounted open; unmounted to close. */
export function UsuarioFormDialog({
  usuario,
  enviando,
  onEnviar,
  onCerrar,
}: UsuarioFormDialogProps) {
  const { t } = useTranslation();
  const edicion = usuario !== undefined;
  const form = useFormulario<ValoresUsuario>(
    usuario ? valoresDeUsuario(usuario) : USUARIO_VACIO,
    edicion ? validarEdicionUsuario : validarNuevoUsuario,
  );
  const { data: roles = [] } = useListarRolesQuery(undefined);
  const rolBloqueado = edicion && esAdministrador(usuario.rol);
  const opcionesRol = rolesElegibles(roles, rolBloqueado ? usuario.rol._id : undefined);
  const v = form.valores;

  return (
    <FormularioDialog
      abierto
      ancho
      titulo={t(edicion ? 'usuarios.editar.titulo' : 'usuarios.nuevo.titulo')}
      accion={t('comun.guardar')}
      deshabilitado={!form.valido}
      enviando={enviando}
      onCancelar={onCerrar}
      onEnviar={() => {
        form.intentar();
        onEnviar(form.valores);
      }}
    >
      <RejillaUsuario
        form={form}
        edicion={edicion}
        rolBloqueado={rolBloqueado}
        opcionesRol={opcionesRol}
      />
      {edicion ? null : (
        <Checkbox
          label={t('usuarios.campos.requiereVerificacion')}
          checked={v.requiereVerificacion}
          onChange={(_, data) => form.cambiar('requiereVerificacion', data.checked === true)}
        />
      )}
    </FormularioDialog>
  );
}
