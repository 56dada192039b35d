import { Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { esEscritorio } from '../../../platform';
import { PaginaCentrada } from '../../../ui/PaginaCentrada';
import { TarjetaPagina } from '../../../ui/TarjetaPagina';
import { bajoDemanda } from '../../../ui/bajoDemanda';
import { LoginForm } from '../components/LoginForm';
import { useIniciarSesion } from '../hooks';
import { selectAvisoSesion } from '../sessionSlice';

const useStyles = makeStyles({
  titulo: {
    textAlign: 'center',
    color: tokens.colorBrandForeground1,
    letterSpacing: '0.04em',
  },
});

// Fetched when first needed (issue 18): the form shows without Fluent's Dialog and MessageBar.
const DialogosLogin = bajoDemanda(() =>
  import('../components/DialogosLogin').then((m) => m.DialogosLogin),
);
// Desktop only: the web client never fetches it (Fluent's Link is not in the login path).
const EnlaceInterno = bajoDemanda(() =>
  import('../../../ui/EnlaceInterno').then((m) => m.EnlaceInterno),
);
const AvisoSesion = bajoDemanda(() =>
  import('../components/AvisoSesion').then((m) => m.AvisoSesion),
);

/** Login (spec 2 and 5). */
export function LoginPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const aviso = useAppSelector(selectAvisoSesion);
  const { ingresar, enviando, emailNoVerificado, cerrarEmailNoVerificado } = useIniciarSesion();
  const [restablecerAbierto, setRestablecerAbierto] = useState(false);
  // Once fetched the dialogs stay mounted (closed), so they open and close as Fluent's do.
  const [conDialogos, setConDialogos] = useState(false);
  if (!conDialogos && (restablecerAbierto || emailNoVerificado !== null)) setConDialogos(true);

  return (
    <PaginaCentrada>
      <TarjetaPagina ancho={400}>
        <Title1 as="h1" className={styles.titulo}>
          {t('auth.login.titulo')}
        </Title1>
        {aviso ? <AvisoSesion aviso={aviso} /> : null}
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
      {conDialogos ? (
        <DialogosLogin
          emailNoVerificado={emailNoVerificado}
          onCerrarEmailNoVerificado={cerrarEmailNoVerificado}
          restablecerAbierto={restablecerAbierto}
          onCerrarRestablecer={() => setRestablecerAbierto(false)}
        />
      ) : null}
    </PaginaCentrada>
  );
}
