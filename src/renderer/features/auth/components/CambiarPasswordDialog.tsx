import { useTranslation } from 'react-i18next';
import { FormularioDialog } from '../../../ui/FormularioDialog';
import { useFormulario } from '../../../ui/useFormulario';
import { CAMBIO_PASSWORD_INICIAL, validarCambioPassword } from '../passwordForms';
import { useCambiarPassword } from '../useCambiarPassword';
import { CamposCambioPassword } from './CamposCambioPassword';

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
      <CamposCambioPassword
        form={form}
        errorActual={errorActual}
        limpiarErrorActual={limpiarErrorActual}
      />
    </FormularioDialog>
  );
}
