import { Body1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { AlertaDialogBase } from '../../../ui/AlertaDialogBase';

const useStyles = makeStyles({
  codigo: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeHero800,
    letterSpacing: '0.3em',
    textAlign: 'center',
    padding: tokens.spacingVerticalM,
  },
});

/** "10:45": when the code stops working, in the interface's language. */
export function horaDeVencimiento(expira: string, idioma: string): string {
  return new Intl.DateTimeFormat(idioma, { hour: '2-digit', minute: '2-digit' }).format(
    new Date(expira),
  );
}

/**
 * Issue 13: the one-time reset code a tutor hands over in person to a learner without
 * email. Shown once: it is not kept anywhere in the client, and the server stores only a
 * hash, so closing the dialog loses it (a new one can be generated).
 */
export function CodigoRestablecimientoDialog({
  usuario,
  codigo,
  expira,
  onCerrar,
}: {
  usuario: string;
  codigo: string;
  expira: string;
  onCerrar(): void;
}) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  return (
    <AlertaDialogBase titulo={t('usuarios.codigo.titulo', { usuario })} onCerrar={onCerrar}>
      <Body1>{t('usuarios.codigo.mensaje')}</Body1>
      <Text as="p" className={styles.codigo} aria-label={t('usuarios.codigo.etiqueta')}>
        {codigo}
      </Text>
      <Body1>
        {t('usuarios.codigo.vence', { hora: horaDeVencimiento(expira, i18n.language) })}
      </Body1>
      <Body1>{t('usuarios.codigo.unaVez')}</Body1>
    </AlertaDialogBase>
  );
}
