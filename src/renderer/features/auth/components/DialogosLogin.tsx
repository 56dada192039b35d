import { useTranslation } from 'react-i18next';
import { AlertaDialog } from './AlertaDialog';
import { RestablecerDialog } from './RestablecerDialog';

export interface DialogosLoginProps {
  /** The server's message when the email is not verified yet; null: closed. */
  emailNoVerificado: string | null;
  onCerrarEmailNoVerificado(): void;
  restablecerAbierto: boolean;
  onCerrarRestablecer(): void;
}

/**
 * The login page's two dialogs (the unverified email's alert, the password reset), fetched
 * when one first opens (issue 18: Fluent's Dialog is not needed to show the form).
 */
export function DialogosLogin({
  emailNoVerificado,
  onCerrarEmailNoVerificado,
  restablecerAbierto,
  onCerrarRestablecer,
}: DialogosLoginProps) {
  const { t } = useTranslation();
  return (
    <>
      <AlertaDialog
        abierto={emailNoVerificado !== null}
        titulo={t('auth.emailNoVerificado.titulo')}
        mensaje={emailNoVerificado ?? ''}
        onCerrar={onCerrarEmailNoVerificado}
      />
      <RestablecerDialog abierto={restablecerAbierto} onCerrar={onCerrarRestablecer} />
    </>
  );
}
