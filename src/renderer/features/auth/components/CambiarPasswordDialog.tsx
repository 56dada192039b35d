import { Field, Input } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { FormularioDialog } from '../../../ui/FormularioDialog';
import { useFormulario } from '../../../ui/useFormulario';
import {
  CAMBIO_PASSWORD_INICIAL,
  validarCambioPassword,
  type ValoresCambioPassword,
} from '../passwordForms';
import { useCambiarPassword } from '../useCambiarPassword';

const CAMPOS: readonly {
  campo: keyof ValoresCambioPassword;
  etiqueta: 'actual' | 'nueva' | 'repetir';
  auto: string;
}[] = [
  { campo: 'current', etiqueta: 'actual', auto: 'current-password' },
  { campo: 'password', etiqueta: 'nueva', auto: 'new-password' },
  { campo: 'repetir', etiqueta: 'repetir', auto: 'new-password' },
];

/** The change-password dialog (spec 2, 5, 8), opened from the toolbar and 'Mi perfil'. */
export function CambiarPasswordDialog({
  abierto,
  onCerrar,
}: {
  abierto: boolean;
  onCerrar(): void;
}) {
  const { t } = useTranslation();
  const form = useFormulario(CAMBIO_PASSWORD_INICIAL, validarCambioPassword);
  const { enviar, enviando, errorActual, limpiarErrorActual } = useCambiarPassword();

  const cerrar = () => {
    form.reiniciar(CAMBIO_PASSWORD_INICIAL);
    limpiarErrorActual();
    onCerrar();
  };

  return (
    <FormularioDialog
      abierto={abierto}
      titulo={t('auth.cambiarPassword.titulo')}
      accion={t('auth.cambiarPassword.accion')}
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
      {CAMPOS.map(({ campo, etiqueta, auto }) => (
        <Field
          key={campo}
          label={t(`auth.cambiarPassword.${etiqueta}`)}
          required
          validationMessage={campo === 'current' && errorActual ? errorActual : form.mensaje(campo)}
        >
          <Input
            type="password"
            autoComplete={auto}
            value={form.valores[campo]}
            onChange={(_, data) => {
              if (campo === 'current') limpiarErrorActual();
              form.cambiar(campo, data.value);
            }}
            onBlur={() => form.tocar(campo)}
          />
        </Field>
      ))}
    </FormularioDialog>
  );
}
