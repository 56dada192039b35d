import { Button, Field, Input, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormularioDialog } from '../../../ui/FormularioDialog';
import { useFormulario, useTraducirValidacion } from '../../../ui/useFormulario';
import { useOpcionesRestablecerQuery } from '../api';
import {
  ERROR_GENERAL,
  RESTABLECER_INICIAL,
  presentacionRestablecer,
  type PasoRestablecer,
  validarRestablecer,
  validarSolicitud,
  type ValoresRestablecer,
} from '../passwordForms';
import { useRestablecerPassword } from '../useCambiarPassword';

type Campo = keyof ValoresRestablecer;
const CAMPOS: Record<
  'pedir' | 'confirmar',
  readonly { campo: Campo; tipo: string; auto: string }[]
> = {
  pedir: [
    { campo: 'email', tipo: 'email', auto: 'username' },
    { campo: 'identificacion', tipo: 'text', auto: 'off' },
  ],
  confirmar: [
    { campo: 'codigo', tipo: 'text', auto: 'one-time-code' },
    { campo: 'password', tipo: 'password', auto: 'new-password' },
    { campo: 'confirmPassword', tipo: 'password', auto: 'new-password' },
  ],
};

/** One field of either step, named by `auth.restablecer.<campo>`. */
function CampoRestablecer({
  form,
  campo,
  tipo,
  auto,
}: {
  form: ReturnType<typeof useFormulario<ValoresRestablecer>>;
  campo: Campo;
  tipo: string;
  auto: string;
}) {
  const { t } = useTranslation();
  return (
    <Field label={t(`auth.restablecer.${campo}`)} required validationMessage={form.mensaje(campo)}>
      <Input
        type={tipo as 'text'}
        autoComplete={auto}
        inputMode={campo === 'codigo' ? 'numeric' : undefined}
        value={form.valores[campo]}
        onChange={(_, data) => form.cambiar(campo, data.value)}
        onBlur={() => form.tocar(campo)}
      />
    </Field>
  );
}

/**
 * 'Restablecer mi contraseña' (spec 2 and 5, issue 13) in two steps: email and
 * identification ask for a one-time code (mailed, or handed over by the centre's tutor
 * when the server sends no mail); then the code, the new password and its repeat.
 */
export function RestablecerDialog({ abierto, onCerrar }: { abierto: boolean; onCerrar(): void }) {
  const { t } = useTranslation();
  const traducir = useTraducirValidacion();
  const [paso, setPaso] = useState<PasoRestablecer>('pedir');
  const form = useFormulario(RESTABLECER_INICIAL, (v) =>
    paso === 'pedir' ? validarSolicitud(v) : validarRestablecer(v),
  );
  const { solicitar, enviar, enviando } = useRestablecerPassword();
  // Until the server answers, assume no mail: asking the tutor always works.
  const { data: opciones } = useOpcionesRestablecerQuery(undefined, { skip: !abierto });
  const correo = opciones?.correo === true;
  const vista = presentacionRestablecer(paso, correo);
  const general = form.errores[ERROR_GENERAL];
  const algoEscrito = CAMPOS[paso].some(({ campo }) => form.valores[campo] !== '');

  const cerrar = () => {
    form.reiniciar(RESTABLECER_INICIAL);
    setPaso('pedir');
    onCerrar();
  };

  const alEnviar = () => {
    form.intentar();
    if (paso === 'confirmar') {
      void enviar(form.valores).then((ok) => {
        if (ok) cerrar();
      });
    } else if (vista.pideCodigoAlServidor) {
      void solicitar(form.valores).then((ok) => {
        if (ok) setPaso('confirmar');
      });
    } else {
      setPaso('confirmar');
    }
  };

  return (
    <FormularioDialog
      abierto={abierto}
      titulo={t('auth.restablecer.titulo')}
      accion={t(vista.accion)}
      deshabilitado={!form.valido}
      enviando={enviando}
      onCancelar={cerrar}
      onEnviar={alEnviar}
    >
      <MessageBar intent="info">
        <MessageBarBody>{t(vista.aviso)}</MessageBarBody>
      </MessageBar>
      {general && algoEscrito ? (
        <MessageBar intent="warning">
          <MessageBarBody>{traducir(general)}</MessageBarBody>
        </MessageBar>
      ) : null}
      {CAMPOS[paso].map((c) => (
        <CampoRestablecer key={c.campo} form={form} {...c} />
      ))}
      {vista.tengoCodigo ? (
        <Button
          appearance="transparent"
          disabled={!form.valido}
          onClick={() => setPaso('confirmar')}
        >
          {t('auth.restablecer.tengoCodigo')}
        </Button>
      ) : null}
      {paso === 'confirmar' ? (
        <Button appearance="transparent" onClick={() => setPaso('pedir')}>
          {t('auth.restablecer.volver')}
        </Button>
      ) : null}
    </FormularioDialog>
  );
}
