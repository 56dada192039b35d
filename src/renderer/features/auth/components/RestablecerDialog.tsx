import { Field, Input, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { FormularioDialog } from '../../../ui/FormularioDialog';
import { useFormulario, useTraducirValidacion } from '../../../ui/useFormulario';
import {
  ERROR_GENERAL,
  RESTABLECER_INICIAL,
  validarRestablecer,
  type ValoresRestablecer,
} from '../passwordForms';
import { useRestablecerPassword } from '../useCambiarPassword';

const CAMPOS: readonly { campo: keyof ValoresRestablecer; tipo: string; auto: string }[] = [
  { campo: 'email', tipo: 'email', auto: 'username' },
  { campo: 'identificacion', tipo: 'text', auto: 'off' },
  { campo: 'password', tipo: 'password', auto: 'new-password' },
  { campo: 'confirmPassword', tipo: 'password', auto: 'new-password' },
];

/** 'Restablecer mi contraseña' (spec 2 and 5) from the login page. */
export function RestablecerDialog({ abierto, onCerrar }: { abierto: boolean; onCerrar(): void }) {
  const { t } = useTranslation();
  const traducir = useTraducirValidacion();
  const form = useFormulario(RESTABLECER_INICIAL, validarRestablecer);
  const { enviar, enviando } = useRestablecerPassword();
  const general = form.errores[ERROR_GENERAL];
  const algoEscrito = Object.values(form.valores).some((v) => v !== '');

  const cerrar = () => {
    form.reiniciar(RESTABLECER_INICIAL);
    onCerrar();
  };

  return (
    <FormularioDialog
      abierto={abierto}
      titulo={t('auth.restablecer.titulo')}
      accion={t('auth.restablecer.accion')}
      deshabilitado={!form.valido}
      enviando={enviando}
      onCancelar={cerrar}
      onEnviar={() => {
        form.intentar();
        void enviar(form.valores).then((ok) => {
          if (ok) cerrar();
        });
      }}
    >
      {general && algoEscrito ? (
        <MessageBar intent="warning">
          <MessageBarBody>{traducir(general)}</MessageBarBody>
        </MessageBar>
      ) : null}
      {CAMPOS.map(({ campo, tipo, auto }) => (
        <Field
          key={campo}
          label={t(`auth.restablecer.${campo}`)}
          required
          validationMessage={form.mensaje(campo)}
        >
          <Input
            type={tipo as 'text'}
            autoComplete={auto}
            value={form.valores[campo]}
            onChange={(_, data) => form.cambiar(campo, data.value)}
            onBlur={() => form.tocar(campo)}
          />
        </Field>
      ))}
    </FormularioDialog>
  );
}
