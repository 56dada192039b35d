import { Button, Spinner, Text, Title1, makeStyles, tokens } from '@fluentui/react-components';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LIMITES_USUARIO } from '@shared/domain/usuarios';
import { INICIO_CON_SESION } from '../../../app/navegacion';
import { PaginaCentrada } from '../../../ui/PaginaCentrada';
import { TarjetaPagina } from '../../../ui/TarjetaPagina';
import { useFormulario } from '../../../ui/useFormulario';
import { CamposCambioPassword } from '../components/CamposCambioPassword';
import { useCerrarSesion } from '../hooks';
import { CAMBIO_PASSWORD_INICIAL, validarCambioPassword } from '../passwordForms';
import { useCambiarPassword } from '../useCambiarPassword';

const useStyles = makeStyles({
  titulo: { color: tokens.colorBrandForeground1 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  acciones: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/**
 * The only screen of an account that still has the temporary password an administrator
 * gave it (issue 8, import): no menu, no other route, until a password of its own is set.
 * The new session then replaces this one and the app goes on to the home page.
 */
export function CambioObligatorioPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const cerrarSesion = useCerrarSesion();
  const form = useFormulario(CAMBIO_PASSWORD_INICIAL, validarCambioPassword);
  const { enviar, enviando, errorActual, limpiarErrorActual } = useCambiarPassword();

  const alEnviar = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.intentar();
    if (!form.valido || enviando) return;
    void enviar(form.valores).then(async (ok) => {
      if (ok) await navigate(INICIO_CON_SESION, { replace: true });
    });
  };

  return (
    <PaginaCentrada>
      <TarjetaPagina ancho={440}>
        <Title1 as="h1" className={styles.titulo}>
          {t('auth.cambioObligatorio.titulo')}
        </Title1>
        <Text>{t('auth.cambioObligatorio.explicacion')}</Text>
        <form className={styles.form} onSubmit={alEnviar} noValidate>
          <CamposCambioPassword
            form={form}
            errorActual={errorActual}
            limpiarErrorActual={limpiarErrorActual}
          />
          <Text size={200}>
            {t('auth.cambioObligatorio.reglas', { minimo: LIMITES_USUARIO.passwordMin })}
          </Text>
          <div className={styles.acciones}>
            <Button
              type="submit"
              appearance="primary"
              disabled={enviando}
              icon={enviando ? <Spinner size="tiny" /> : undefined}
            >
              {t('auth.cambiarPassword.accion')}
            </Button>
            <Button type="button" appearance="subtle" onClick={() => void cerrarSesion()}>
              {t('comun.cerrarSesion')}
            </Button>
          </div>
        </form>
      </TarjetaPagina>
    </PaginaCentrada>
  );
}
