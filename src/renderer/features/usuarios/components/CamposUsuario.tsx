import { Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { TIPOS_IDENTIFICACION, TIPOS_REGISTRO } from '@shared/domain/usuarios';
import { useTranslation } from 'react-i18next';
import type { useFormulario } from '../../../ui/useFormulario';
import {
  MunicipioInstitucion,
  etiquetaTipoIdentificacion,
  etiquetaTipoRegistro,
} from '../../datos';
import type { ValoresUsuario } from '../usuarioForm';

const useStyles = makeStyles({
  rejilla: {
    alignItems: 'start',
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
    gap: tokens.spacingVerticalM,
  },
});

export type FormularioUsuario = ReturnType<typeof useFormulario<ValoresUsuario>>;
type CampoTexto = 'email' | 'nombre' | 'apellidos' | 'identificacion' | 'telefono';
type CampoPassword = 'password' | 'confirmPassword';
type CampoLista = 'rol' | 'tipoIdentificacion' | 'tipoRegistro';

/** A text field of the user form; identification and phone get the numeric keyboard. */
export function CampoTextoUsuario(props: {
  form: FormularioUsuario;
  campo: CampoTexto;
  requerido: boolean;
  tipo?: 'text' | 'email' | 'tel';
}) {
  const { t } = useTranslation();
  const { form, campo } = props;
  return (
    <Field
      label={t(`usuarios.campos.${campo}`)}
      required={props.requerido}
      validationMessage={form.mensaje(campo)}
    >
      <Input
        type={props.tipo ?? 'text'}
        inputMode={campo === 'identificacion' || campo === 'telefono' ? 'numeric' : undefined}
        value={form.valores[campo]}
        onChange={(_, data) => form.cambiar(campo, data.value)}
        onBlur={() => form.tocar(campo)}
      />
    </Field>
  );
}

/** A password field: required for a new user, optional (keep the old one) when editing. */
export function CampoPasswordUsuario(props: {
  form: FormularioUsuario;
  campo: CampoPassword;
  edicion: boolean;
}) {
  const { t } = useTranslation();
  const { form, campo, edicion } = props;
  return (
    <Field
      label={t(`usuarios.campos.${campo}`)}
      required={!edicion}
      hint={edicion && campo === 'password' ? t('usuarios.campos.passwordOpcional') : undefined}
      validationMessage={form.mensaje(campo)}
    >
      <Input
        type="password"
        autoComplete="new-password"
        value={form.valores[campo]}
        onChange={(_, data) => form.cambiar(campo, data.value)}
        onBlur={() => form.tocar(campo)}
      />
    </Field>
  );
}

/** A select of the user form, with the empty 'Seleccionar' option first. */
export function CampoListaUsuario(props: {
  form: FormularioUsuario;
  campo: CampoLista;
  requerido: boolean;
  deshabilitado?: boolean;
  opciones: readonly { valor: string; texto: string }[];
}) {
  const { t } = useTranslation();
  const { form, campo } = props;
  return (
    <Field
      label={t(`usuarios.campos.${campo}`)}
      required={props.requerido}
      validationMessage={form.mensaje(campo)}
    >
      <Select
        value={form.valores[campo]}
        disabled={props.deshabilitado}
        onChange={(_, data) => form.cambiar(campo, data.value)}
        onBlur={() => form.tocar(campo)}
      >
        <option value="">{t('datos.seleccionar')}</option>
        {props.opciones.map((o) => (
          <option key={o.valor} value={o.valor}>
            {o.texto}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** The user form's grid of fields, in the order of spec 2. */
export function RejillaUsuario({
  form,
  edicion,
  rolBloqueado,
  opcionesRol,
}: {
  form: FormularioUsuario;
  edicion: boolean;
  /** An administrator's role cannot be changed. */
  rolBloqueado: boolean;
  opcionesRol: readonly { _id: string; nombre: string }[];
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={styles.rejilla}>
      <CampoTextoUsuario form={form} campo="email" requerido tipo="email" />
      <CampoTextoUsuario form={form} campo="nombre" requerido />
      <CampoTextoUsuario form={form} campo="apellidos" requerido={edicion} />
      <CampoPasswordUsuario form={form} campo="password" edicion={edicion} />
      <CampoPasswordUsuario form={form} campo="confirmPassword" edicion={edicion} />
      <CampoListaUsuario
        form={form}
        campo="rol"
        requerido
        deshabilitado={rolBloqueado}
        opciones={opcionesRol.map((r) => ({ valor: r._id, texto: r.nombre }))}
      />
      <CampoListaUsuario
        form={form}
        campo="tipoIdentificacion"
        requerido={edicion}
        opciones={TIPOS_IDENTIFICACION.map((tipo) => ({
          valor: tipo,
          texto: etiquetaTipoIdentificacion(t, tipo),
        }))}
      />
      <CampoTextoUsuario form={form} campo="identificacion" requerido={edicion} />
      <CampoTextoUsuario form={form} campo="telefono" requerido={false} tipo="tel" />
      <MunicipioInstitucion
        valor={{ municipio: form.valores.municipio, institucion: form.valores.institucion }}
        requerido={edicion}
        onCambio={(u) => form.setValores((p) => ({ ...p, ...u }))}
        onTocar={(campo) => form.tocar(campo)}
        mensajeMunicipio={form.mensaje('municipio')}
        mensajeInstitucion={form.mensaje('institucion')}
      />
      <CampoListaUsuario
        form={form}
        campo="tipoRegistro"
        requerido={edicion}
        opciones={TIPOS_REGISTRO.map((tipo) => ({
          valor: tipo,
          texto: etiquetaTipoRegistro(t, tipo),
        }))}
      />
    </div>
  );
}
