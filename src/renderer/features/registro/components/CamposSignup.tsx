import {
  Button,
  Checkbox,
  Field,
  Input,
  Link,
  Select,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { CursoRegistro } from '@shared/api';
import { TIPOS_IDENTIFICACION, TIPO_REGISTRO_SIGNUP } from '@shared/domain/usuarios';
import { useTranslation } from 'react-i18next';
import type { useFormulario } from '../../../ui/useFormulario';
import { MunicipioInstitucion, etiquetaTipoIdentificacion } from '../../datos';
import type { ValoresSignup } from '../signupForm';

const useStyles = makeStyles({
  rejilla: {
    alignItems: 'start',
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
    gap: tokens.spacingVerticalM,
  },
  curso: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  cursoCampo: { flexGrow: 1 },
});

type FormularioSignup = ReturnType<typeof useFormulario<ValoresSignup>>;
/** A field's message: the form's own, else the server's for that field. */
type Mensaje = (campo: string) => string | undefined;

type CampoTexto =
  'nombre' | 'apellidos' | 'email' | 'identificacion' | 'telefono' | 'password' | 'confirmPassword';
const TEXTOS: readonly {
  campo: CampoTexto;
  tipo: 'text' | 'email' | 'tel' | 'password';
  requerido: boolean;
}[] = [
  { campo: 'nombre', tipo: 'text', requerido: true },
  { campo: 'apellidos', tipo: 'text', requerido: true },
  { campo: 'email', tipo: 'email', requerido: true },
  { campo: 'identificacion', tipo: 'text', requerido: true },
  { campo: 'telefono', tipo: 'tel', requerido: false },
  { campo: 'password', tipo: 'password', requerido: true },
  { campo: 'confirmPassword', tipo: 'password', requerido: true },
];

/** The signup grid: personal data, identification, place, registration type, password. */
export function RejillaSignup({ form, mensaje }: { form: FormularioSignup; mensaje: Mensaje }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const v = form.valores;
  const texto = ({ campo, tipo, requerido }: (typeof TEXTOS)[number]) => (
    <Field
      key={campo}
      label={t(`registro.campos.${campo}`)}
      required={requerido}
      validationMessage={mensaje(campo)}
    >
      <Input
        type={tipo}
        inputMode={campo === 'identificacion' || campo === 'telefono' ? 'numeric' : undefined}
        autoComplete={tipo === 'password' ? 'new-password' : undefined}
        value={v[campo]}
        onChange={(_, data) => form.cambiar(campo, data.value)}
        onBlur={() => form.tocar(campo)}
      />
    </Field>
  );
  return (
    <div className={styles.rejilla}>
      {TEXTOS.slice(0, 3).map(texto)}
      <Field
        label={t('registro.campos.tipoIdentificacion')}
        required
        validationMessage={mensaje('tipoIdentificacion')}
      >
        <Select
          value={v.tipoIdentificacion}
          onChange={(_, data) => form.cambiar('tipoIdentificacion', data.value)}
          onBlur={() => form.tocar('tipoIdentificacion')}
        >
          <option value="">{t('datos.seleccionar')}</option>
          {TIPOS_IDENTIFICACION.map((tipo) => (
            <option key={tipo} value={tipo}>
              {etiquetaTipoIdentificacion(t, tipo)}
            </option>
          ))}
        </Select>
      </Field>
      {TEXTOS.slice(3, 5).map(texto)}
      <MunicipioInstitucion
        valor={{ municipio: v.municipio, institucion: v.institucion }}
        requerido
        onCambio={(u) => form.setValores((p) => ({ ...p, ...u }))}
        onTocar={(campo) => form.tocar(campo)}
        mensajeMunicipio={mensaje('municipio')}
        mensajeInstitucion={mensaje('institucion')}
      />
      <Field label={t('registro.campos.tipoRegistro')}>
        <Input readOnly value={t(`datos.tiposRegistro.${TIPO_REGISTRO_SIGNUP}`)} />
      </Field>
      {TEXTOS.slice(5).map(texto)}
    </div>
  );
}

/** 'Acepto …' with its link to the policy or the terms, opened in a new tab. */
export function CasillaSignup({
  form,
  campo,
  ruta,
  mensaje,
}: {
  form: FormularioSignup;
  campo: 'aceptaPoliticas' | 'aceptaTerminos';
  ruta: string;
  mensaje: Mensaje;
}) {
  const { t } = useTranslation();
  return (
    <Field validationMessage={mensaje(campo)} required>
      <Checkbox
        checked={form.valores[campo]}
        onChange={(_, data) => form.cambiar(campo, data.checked === true)}
        label={
          <>
            {t(`registro.${campo}.texto`)}{' '}
            <Link href={ruta} target="_blank" rel="noopener">
              {t(`registro.${campo}.enlace`)}
            </Link>
          </>
        }
      />
    </Field>
  );
}

/** The chosen course (read-only) and the button that opens the course picker. */
export function CampoCursoSignup(props: {
  curso: CursoRegistro | null;
  mensaje: string | undefined;
  onElegir(): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { curso } = props;
  return (
    <div className={styles.curso}>
      <Field
        className={styles.cursoCampo}
        label={t('registro.curso.campo')}
        required
        validationMessage={props.mensaje}
      >
        <Input
          readOnly
          value={curso ? `${curso.codigo} – ${curso.nombre}` : ''}
          placeholder={t('registro.curso.ninguno')}
        />
      </Field>
      <Button onClick={props.onElegir}>{t('registro.curso.elegir')}</Button>
    </div>
  );
}
