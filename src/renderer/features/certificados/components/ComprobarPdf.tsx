import {
  Body1,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ElegirArchivo } from '../../../ui/ElegirArchivo';
import { archivoCoincide } from '../verificacion';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

type Comprobacion = 'calculando' | 'coincide' | 'noCoincide' | 'error';

/**
 * 'Comprobar un PDF': the visitor picks a file; its SHA-256 is computed here (the file
 * never leaves the machine) and compared with the one recorded at issue time.
 */
export function ComprobarPdf({ sha256Pdf }: { sha256Pdf: string | null }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [nombre, setNombre] = useState<string | null>(null);
  const [resultado, setResultado] = useState<Comprobacion | null>(null);

  const comprobar = async (archivo: File | null) => {
    setNombre(archivo?.name ?? null);
    if (!archivo) {
      setResultado(null);
      return;
    }
    setResultado('calculando');
    try {
      const coincide = await archivoCoincide(archivo, sha256Pdf);
      setResultado(coincide ? 'coincide' : 'noCoincide');
    } catch {
      setResultado('error');
    }
  };

  if (!sha256Pdf) return null;
  return (
    <section className={styles.root}>
      <Subtitle2 as="h2">{t('certificados.comprobar.titulo')}</Subtitle2>
      <Body1>{t('certificados.comprobar.ayuda')}</Body1>
      <ElegirArchivo
        etiqueta={t('certificados.comprobar.elegir')}
        accept="application/pdf,.pdf"
        nombre={nombre}
        disabled={resultado === 'calculando'}
        onElegir={(archivo) => void comprobar(archivo)}
      />
      {resultado === 'calculando' ? <Spinner size="tiny" label={t('comun.cargando')} /> : null}
      {resultado === 'coincide' ? (
        <MessageBar intent="success">
          <MessageBarBody>{t('certificados.comprobar.coincide')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {resultado === 'noCoincide' ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('certificados.comprobar.noCoincide')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {resultado === 'error' ? (
        <MessageBar intent="warning">
          <MessageBarBody>{t('certificados.comprobar.error')}</MessageBarBody>
        </MessageBar>
      ) : null}
    </section>
  );
}
