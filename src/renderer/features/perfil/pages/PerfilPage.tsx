import {
  Button,
  Field,
  Input,
  Subtitle2,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { INICIO_CON_SESION } from '../../../app/navegacion';
import { TarjetaPagina } from '../../../ui/TarjetaPagina';
import { useFormulario } from '../../../ui/useFormulario';
import { selectUsuario } from '../../auth';
import { FotoPerfil } from '../components/FotoPerfil';
import { validarPerfil, valoresDePerfil, type ValoresPerfil } from '../perfilForm';
import { useGuardarPerfil } from '../usePerfil';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  rejilla: {
    alignItems: 'start',
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
    gap: tokens.spacingVerticalM,
  },
  acciones: { display: 'flex', gap: tokens.spacingHorizontalM, justifyContent: 'flex-end' },
});

type Campo = keyof ValoresPerfil;
const DATOS: readonly { campo: Campo; requerido?: boolean; tipo?: 'tel' }[] = [
  { campo: 'nombre', requerido: true },
  { campo: 'apellidos' },
  { campo: 'telefono', tipo: 'tel' },
];
const PASSWORDS: readonly Campo[] = ['current', 'password', 'confirmPassword'];

/** 'Mi perfil' (spec 2, 5): personal data, photo and an optional password change. */
export function PerfilPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const usuario = useAppSelector(selectUsuario);
  const form = useFormulario<ValoresPerfil>(valoresDePerfil(usuario), validarPerfil);
  const { guardar, guardando } = useGuardarPerfil();

  const enviar = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.intentar();
    if (!form.valido || guardando) return;
    void guardar(form.valores).then((ok) => {
      if (ok) form.setValores((v) => ({ ...v, current: '', password: '', confirmPassword: '' }));
    });
  };
  const campo = (c: Campo, requerido = false, tipo: 'text' | 'tel' | 'password' = 'text') => (
    <Field
      key={c}
      label={t(`perfil.campos.${c}`)}
      required={requerido}
      validationMessage={form.mensaje(c)}
    >
      <Input
        type={tipo}
        inputMode={c === 'telefono' ? 'numeric' : undefined}
        autoComplete={
          tipo === 'password' ? (c === 'current' ? 'current-password' : 'new-password') : undefined
        }
        value={form.valores[c]}
        onChange={(_, data) => form.cambiar(c, data.value)}
        onBlur={() => form.tocar(c)}
      />
    </Field>
  );

  return (
    <TarjetaPagina ancho={720} variante="interna">
      <Title2 as="h1">{t('pantallas.perfil')}</Title2>
      <FotoPerfil />
      <form className={styles.form} onSubmit={enviar} noValidate>
        <Field label={t('perfil.campos.email')}>
          <Input readOnly value={usuario?.email ?? ''} />
        </Field>
        <div className={styles.rejilla}>
          {DATOS.map((d) => campo(d.campo, d.requerido, d.tipo))}
        </div>
        <Subtitle2 as="h2">{t('perfil.cambiarPassword')}</Subtitle2>
        <div className={styles.rejilla}>{PASSWORDS.map((c) => campo(c, false, 'password'))}</div>
        <div className={styles.acciones}>
          <Button onClick={() => void navigate(INICIO_CON_SESION)}>{t('comun.cancelar')}</Button>
          <Button type="submit" appearance="primary" disabled={!form.valido || guardando}>
            {t('comun.guardar')}
          </Button>
        </div>
      </form>
    </TarjetaPagina>
  );
}
