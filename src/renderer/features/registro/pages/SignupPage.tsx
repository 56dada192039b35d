import {
  Button,
  Card,
  Checkbox,
  Field,
  Input,
  Link,
  MessageBar,
  MessageBarBody,
  Select,
  Title1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { CursoRegistro } from '@shared/api';
import { TIPOS_IDENTIFICACION, TIPO_REGISTRO_SIGNUP } from '@shared/domain/usuarios';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { IconoIzquierda } from '../../../ui/iconos';
import { PaginaCentrada } from '../../../ui/PaginaCentrada';
import { useFormulario, useTraducirValidacion } from '../../../ui/useFormulario';
import { erroresPorCampo } from '../../../ui/validacion';
import { MunicipioInstitucion } from '../../datos/components/MunicipioInstitucion';
import { SelectorCursoDialog } from '../components/SelectorCursoDialog';
import { SIGNUP_INICIAL, validarSignup, type ValoresSignup } from '../signupForm';
import { useRegistro } from '../useRegistro';

const useStyles = makeStyles({
  card: {
    width: '100%',
    maxWidth: '760px',
    padding: tokens.spacingHorizontalXXL,
    gap: tokens.spacingVerticalL,
  },
  cabecera: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  titulo: { color: tokens.colorBrandForeground1, letterSpacing: '0.04em' },
  rejilla: {
    alignItems: 'start',
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
    gap: tokens.spacingVerticalM,
  },
  curso: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  cursoCampo: { flexGrow: 1 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

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

/** 'REGISTRO' (spec 2, 5): a learner signs up choosing a course and enters the app. */
export function SignupPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const traducir = useTraducirValidacion();
  const form = useFormulario<ValoresSignup>(SIGNUP_INICIAL, validarSignup);
  const { registrar, enviando, fallo } = useRegistro();
  const [curso, setCurso] = useState<CursoRegistro | null>(null);
  const [selectorAbierto, setSelectorAbierto] = useState(false);
  const v = form.valores;
  const delServidor = erroresPorCampo(fallo?.campos ?? {});
  const mensaje = (campo: string) => form.mensaje(campo) ?? traducir(delServidor[campo]);

  const enviar = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.intentar();
    if (form.valido && !enviando) void registrar(v);
  };
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
  const casilla = (campo: 'aceptaPoliticas' | 'aceptaTerminos', ruta: string) => (
    <Field validationMessage={mensaje(campo)} required>
      <Checkbox
        checked={v[campo]}
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

  return (
    <PaginaCentrada>
      <Card className={styles.card}>
        <div className={styles.cabecera}>
          <Button
            appearance="subtle"
            icon={<IconoIzquierda />}
            onClick={() => void navigate('/login')}
          >
            {t('comun.volverAlInicio')}
          </Button>
        </div>
        <Title1 as="h1" className={styles.titulo}>
          {t('registro.titulo')}
        </Title1>
        {fallo ? (
          <MessageBar intent="error">
            <MessageBarBody>
              {fallo.duplicado
                ? t('registro.errores.duplicado', { mensaje: fallo.mensaje })
                : fallo.mensaje}
            </MessageBarBody>
          </MessageBar>
        ) : null}
        <form className={styles.form} onSubmit={enviar} noValidate>
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
                    {t(`datos.tiposIdentificacion.${tipo}`)}
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
          <div className={styles.curso}>
            <Field
              className={styles.cursoCampo}
              label={t('registro.curso.campo')}
              required
              validationMessage={mensaje('cursoId')}
            >
              <Input
                readOnly
                value={curso ? `${curso.codigo} – ${curso.nombre}` : ''}
                placeholder={t('registro.curso.ninguno')}
              />
            </Field>
            <Button onClick={() => setSelectorAbierto(true)}>{t('registro.curso.elegir')}</Button>
          </div>
          {casilla('aceptaPoliticas', '/terminos#privacidad')}
          {casilla('aceptaTerminos', '/terminos')}
          <Button type="submit" appearance="primary" disabled={!form.valido || enviando}>
            {t('registro.registrarme')}
          </Button>
        </form>
      </Card>
      <SelectorCursoDialog
        abierto={selectorAbierto}
        elegido={v.cursoId}
        onElegir={(c) => {
          setCurso(c);
          form.cambiar('cursoId', c._id);
          setSelectorAbierto(false);
        }}
        onCerrar={() => {
          form.tocar('cursoId');
          setSelectorAbierto(false);
        }}
      />
    </PaginaCentrada>
  );
}
