import {
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Title1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { esEscritorio } from '../../../platform';
import { EnlaceInterno } from '../../../ui/EnlaceInterno';
import { PaginaCentrada } from '../../../ui/PaginaCentrada';
import { TarjetaPagina } from '../../../ui/TarjetaPagina';
import { AlertaDialog } from '../components/AlertaDialog';
import { LoginForm } from '../components/LoginForm';
import { RestablecerDialog } from '../components/RestablecerDialog';
import { useIniciarSesion } from '../hooks';
import { selectAvisoSesion } from '../sessionSlice';

const useStyles = makeStyles({
  titulo: {
    textAlign: 'center',
    color: tokens.colorBrandForeground1,
    letterSpacing: '0.04em',
  },
});

/** Login (spec 2 and 5). */
export function LoginPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const aviso = useAppSelector(selectAvisoSesion);
  const { ingresar, enviando, emailNoVerificado, cerrarEmailNoVerificado } = useIniciarSesion();
  const [restablecerAbierto, setRestablecerAbierto] = useState(false);

  return (
    <PaginaCentrada>
      <TarjetaPagina ancho={400}>
        <Title1 as="h1" className={styles.titulo}>
          {t('auth.login.titulo')}
        </Title1>
        {aviso ? (
          <MessageBar intent="warning">
            <MessageBarBody>
              <MessageBarTitle>{t('auth.sesion.terminada')}</MessageBarTitle>
              {aviso}
            </MessageBarBody>
          </MessageBar>
        ) : null}
        <LoginForm
          enviando={enviando}
          onIngresar={(valores) => void ingresar(valores)}
          onRestablecer={() => setRestablecerAbierto(true)}
          onRegistrarme={() => void navigate('/signup')}
        />
        {/* Desktop only: which server the app uses is chosen here, before signing in. */}
        {esEscritorio() ? (
          <EnlaceInterno to="/conexion">{t('conexion.enlaceLogin')}</EnlaceInterno>
        ) : null}
      </TarjetaPagina>
      <AlertaDialog
        abierto={emailNoVerificado !== null}
        titulo={t('auth.emailNoVerificado.titulo')}
        mensaje={emailNoVerificado ?? ''}
        onCerrar={cerrarEmailNoVerificado}
      />
      <RestablecerDialog
        abierto={restablecerAbierto}
        onCerrar={() => setRestablecerAbierto(false)}
      />
    </PaginaCentrada>
  );
}
