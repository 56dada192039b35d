import { Button, Checkbox, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  VALORES_LOGIN_INICIALES,
  loginValido,
  validarLogin,
  type CampoLogin,
  type ValoresLogin,
} from '../loginForm';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  acciones: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    marginTop: tokens.spacingVerticalS,
  },
});

export interface LoginFormProps {
  enviando: boolean;
  onIngresar(valores: ValoresLogin): void;
  onRestablecer(): void;
  onRegistrarme(): void;
}

/** The login form of spec 2 and 5; what happens on submit is the page's business. */
export function LoginForm({ enviando, onIngresar, onRestablecer, onRegistrarme }: LoginFormProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [valores, setValores] = useState<ValoresLogin>(VALORES_LOGIN_INICIALES);
  const [tocados, setTocados] = useState<Record<CampoLogin, boolean>>({
    email: false,
    password: false,
  });

  const errores = validarLogin(valores);
  const valido = loginValido(valores);
  const tocar = (campo: CampoLogin) => setTocados((previos) => ({ ...previos, [campo]: true }));
  const mensaje = (campo: CampoLogin) => {
    const clave = errores[campo];
    return tocados[campo] && clave ? t(clave) : undefined;
  };

  const enviar = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valido) {
      setTocados({ email: true, password: true });
      return;
    }
    if (!enviando) onIngresar({ ...valores, email: valores.email.trim() });
  };

  return (
    <form className={styles.form} onSubmit={enviar} noValidate>
      <Field label={t('auth.login.usuario')} required validationMessage={mensaje('email')}>
        <Input
          name="email"
          autoComplete="username"
          value={valores.email}
          onChange={(_, data) => {
            setValores((previos) => ({ ...previos, email: data.value }));
            tocar('email');
          }}
          onBlur={() => tocar('email')}
        />
      </Field>
      <Field label={t('auth.login.password')} required validationMessage={mensaje('password')}>
        <Input
          name="password"
          type="password"
          autoComplete="current-password"
          value={valores.password}
          onChange={(_, data) => {
            setValores((previos) => ({ ...previos, password: data.value }));
            tocar('password');
          }}
          onBlur={() => tocar('password')}
        />
      </Field>
      <Checkbox
        label={t('auth.login.recordarme')}
        checked={valores.recordarme}
        onChange={(_, data) =>
          setValores((previos) => ({ ...previos, recordarme: data.checked === true }))
        }
      />
      <div className={styles.acciones}>
        <Button type="submit" appearance="primary" disabled={!valido || enviando}>
          {t('auth.login.ingresar')}
        </Button>
        <Button type="button" appearance="subtle" onClick={onRestablecer}>
          {t('auth.login.restablecer')}
        </Button>
        <Button type="button" appearance="secondary" onClick={onRegistrarme}>
          {t('auth.login.registrarme')}
        </Button>
      </div>
    </form>
  );
}
