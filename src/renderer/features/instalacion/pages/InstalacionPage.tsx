import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Text,
  Title1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { INICIO_CON_SESION, RUTA_LOGIN } from '../../../app/navegacion';
import { PaginaCentrada } from '../../../ui/PaginaCentrada';
import { TarjetaPagina } from '../../../ui/TarjetaPagina';
import { useFormulario, useTraducirValidacion } from '../../../ui/useFormulario';
import { selectSesionActiva } from '../../auth';
import { useEstadoInstalacionQuery } from '../api';
import { usePrimerAdmin } from '../usePrimerAdmin';
import {
  PRIMER_ADMIN_INICIAL,
  validarPrimerAdmin,
  type ValoresPrimerAdmin,
} from '../primerAdminForm';

const useStyles = makeStyles({
  titulo: { color: tokens.colorBrandForeground1 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type Campo = keyof ValoresPrimerAdmin;
const CAMPOS: readonly { campo: Campo; tipo: 'text' | 'email' | 'password'; requerido: boolean }[] =
  [
    { campo: 'email', tipo: 'email', requerido: true },
    { campo: 'nombre', tipo: 'text', requerido: true },
    { campo: 'apellidos', tipo: 'text', requerido: false },
    { campo: 'password', tipo: 'password', requerido: true },
    { campo: 'confirmPassword', tipo: 'password', requerido: true },
  ];

/**
 * First start of a local installation: the person at this PC creates the administration
 * account (docs/desktop.md, «Primer administrador»). Anywhere else — a centre server, an
 * installation already done — the page hands over to the login page.
 */
export function InstalacionPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const traducir = useTraducirValidacion();
  const activa = useAppSelector(selectSesionActiva);
  const estado = useEstadoInstalacionQuery(undefined);
  const form = useFormulario<ValoresPrimerAdmin>(PRIMER_ADMIN_INICIAL, validarPrimerAdmin);
  const { crear, enviando, fallo } = usePrimerAdmin();

  if (estado.isLoading) {
    return (
      <PaginaCentrada>
        <Spinner label={t('instalacion.comprobando')} />
      </PaginaCentrada>
    );
  }
  if (!estado.data?.pendiente) {
    return <Navigate to={activa ? INICIO_CON_SESION : RUTA_LOGIN} replace />;
  }

  const v = form.valores;
  const mensaje = (campo: string) => form.mensaje(campo) ?? traducir(fallo?.campos[campo]);
  const enviar = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.intentar();
    if (form.valido && !enviando) void crear(v);
  };

  return (
    <PaginaCentrada>
      <TarjetaPagina ancho={480}>
        <Title1 as="h1" className={styles.titulo}>
          {t('instalacion.titulo')}
        </Title1>
        <Text>{t('instalacion.explicacion')}</Text>
        {fallo ? (
          <MessageBar intent="error">
            <MessageBarBody>{fallo.mensaje}</MessageBarBody>
            {fallo.completa ? (
              <MessageBarActions>
                <Button onClick={() => void navigate(RUTA_LOGIN, { replace: true })}>
                  {t('instalacion.irAlLogin')}
                </Button>
              </MessageBarActions>
            ) : null}
          </MessageBar>
        ) : null}
        <form className={styles.form} onSubmit={enviar} noValidate>
          {CAMPOS.map(({ campo, tipo, requerido }) => (
            <Field
              key={campo}
              label={t(`instalacion.campos.${campo}`)}
              required={requerido}
              validationMessage={mensaje(campo)}
            >
              <Input
                type={tipo}
                autoComplete={tipo === 'password' ? 'new-password' : undefined}
                value={v[campo]}
                onChange={(_, data) => form.cambiar(campo, data.value)}
                onBlur={() => form.tocar(campo)}
              />
            </Field>
          ))}
          <Button type="submit" appearance="primary" disabled={!form.valido || enviando}>
            {t('instalacion.crear')}
          </Button>
        </form>
      </TarjetaPagina>
    </PaginaCentrada>
  );
}
