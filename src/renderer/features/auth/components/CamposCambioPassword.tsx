import { Field, Input } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { useFormulario } from '../../../ui/useFormulario';
import type { ValoresCambioPassword } from '../passwordForms';

const CAMPOS: readonly {
  campo: keyof ValoresCambioPassword;
  etiqueta: 'actual' | 'nueva' | 'repetir';
  auto: string;
}[] = [
  { campo: 'current', etiqueta: 'actual', auto: 'current-password' },
  { campo: 'password', etiqueta: 'nueva', auto: 'new-password' },
  { campo: 'repetir', etiqueta: 'repetir', auto: 'new-password' },
];

export interface CamposCambioPasswordProps {
  form: ReturnType<typeof useFormulario<ValoresCambioPassword>>;
  /** The server's 'Contraseña actual invalida', shown on the current-password field. */
  errorActual: string | null;
  limpiarErrorActual(): void;
}

/**
 * Current, new and repeat: the same three fields in the change-password dialog and in the
 * forced change at first login, so both follow one set of rules and messages.
 */
export function CamposCambioPassword({
  form,
  errorActual,
  limpiarErrorActual,
}: CamposCambioPasswordProps) {
  const { t } = useTranslation();
  return CAMPOS.map(({ campo, etiqueta, auto }) => (
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
  ));
}
