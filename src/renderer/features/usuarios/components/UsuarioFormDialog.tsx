import { Checkbox, Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import type { Usuario } from '@shared/api';
import { TIPOS_IDENTIFICACION, TIPOS_REGISTRO } from '@shared/domain/usuarios';
import { esAdministrador } from '@shared/domain/permisos';
import { useTranslation } from 'react-i18next';
import { FormularioDialog } from '../../../ui/FormularioDialog';
import { useFormulario } from '../../../ui/useFormulario';
import { MunicipioInstitucion } from '../../datos/components/MunicipioInstitucion';
import { useListarRolesQuery } from '../../roles/api';
import {
  USUARIO_VACIO,
  rolesElegibles,
  validarEdicionUsuario,
  validarNuevoUsuario,
  valoresDeUsuario,
  type ValoresUsuario,
} from '../usuarioForm';

const useStyles = makeStyles({
  rejilla: {
    alignItems: 'start',
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
    gap: tokens.spacingVerticalM,
  },
});

type CampoTexto = 'email' | 'nombre' | 'apellidos' | 'identificacion' | 'telefono';
type CampoPassword = 'password' | 'confirmPassword';

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
  const styles = useStyles();
  const edicion = usuario !== undefined;
  const form = useFormulario<ValoresUsuario>(
    usuario ? valoresDeUsuario(usuario) : USUARIO_VACIO,
    edicion ? validarEdicionUsuario : validarNuevoUsuario,
  );
  const { data: roles = [] } = useListarRolesQuery(undefined);
  const rolBloqueado = edicion && esAdministrador(usuario.rol);
  const opcionesRol = rolesElegibles(roles, rolBloqueado ? usuario.rol._id : undefined);
  const v = form.valores;

  const texto = (
    campo: CampoTexto,
    requerido: boolean,
    tipo: 'text' | 'email' | 'tel' = 'text',
  ) => (
    <Field
      label={t(`usuarios.campos.${campo}`)}
      required={requerido}
      validationMessage={form.mensaje(campo)}
    >
      <Input
        type={tipo}
        inputMode={campo === 'identificacion' || campo === 'telefono' ? 'numeric' : undefined}
        value={v[campo]}
        onChange={(_, data) => form.cambiar(campo, data.value)}
        onBlur={() => form.tocar(campo)}
      />
    </Field>
  );
  const password = (campo: CampoPassword) => (
    <Field
      label={t(`usuarios.campos.${campo}`)}
      required={!edicion}
      hint={edicion && campo === 'password' ? t('usuarios.campos.passwordOpcional') : undefined}
      validationMessage={form.mensaje(campo)}
    >
      <Input
        type="password"
        autoComplete="new-password"
        value={v[campo]}
        onChange={(_, data) => form.cambiar(campo, data.value)}
        onBlur={() => form.tocar(campo)}
      />
    </Field>
  );

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
      <div className={styles.rejilla}>
        {texto('email', true, 'email')}
        {texto('nombre', true)}
        {texto('apellidos', edicion)}
        {password('password')}
        {password('confirmPassword')}
        <Field label={t('usuarios.campos.rol')} required validationMessage={form.mensaje('rol')}>
          <Select
            value={v.rol}
            disabled={rolBloqueado}
            onChange={(_, data) => form.cambiar('rol', data.value)}
            onBlur={() => form.tocar('rol')}
          >
            <option value="">{t('datos.seleccionar')}</option>
            {opcionesRol.map((r) => (
              <option key={r._id} value={r._id}>
                {r.nombre}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={t('usuarios.campos.tipoIdentificacion')}
          required={edicion}
          validationMessage={form.mensaje('tipoIdentificacion')}
        >
          <Select
            value={v.tipoIdentificacion}
            onChange={(_, data) => form.cambiar('tipoIdentificacion', data.value)}
            onBlur={() => form.tocar('tipoIdentificacion')}
          >
            <option value="">{t('datos.seleccionar')}</option>
            {TIPOS_IDENTIFICACION.map((tipo) => (
              <option key={tipo} value={tipo}>
                {t(`datos.tiposIdentificacion.${tipo}`)}
              </option>
            ))}
          </Select>
        </Field>
        {texto('identificacion', edicion)}
        {texto('telefono', false, 'tel')}
        <MunicipioInstitucion
          valor={{ municipio: v.municipio, institucion: v.institucion }}
          requerido={edicion}
          onCambio={(u) => form.setValores((p) => ({ ...p, ...u }))}
          onTocar={(campo) => form.tocar(campo)}
          mensajeMunicipio={form.mensaje('municipio')}
          mensajeInstitucion={form.mensaje('institucion')}
        />
        <Field
          label={t('usuarios.campos.tipoRegistro')}
          required={edicion}
          validationMessage={form.mensaje('tipoRegistro')}
        >
          <Select
            value={v.tipoRegistro}
            onChange={(_, data) => form.cambiar('tipoRegistro', data.value)}
            onBlur={() => form.tocar('tipoRegistro')}
          >
            <option value="">{t('datos.seleccionar')}</option>
            {TIPOS_REGISTRO.map((tipo) => (
              <option key={tipo} value={tipo}>
                {t(`datos.tiposRegistro.${tipo}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
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
