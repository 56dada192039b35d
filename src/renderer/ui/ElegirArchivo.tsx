import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IconoSubir } from './iconos';

const useStyles = makeStyles({
  fila: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  oculto: { display: 'none' },
});

/**
 * A file picker with a translated button and the chosen name (the native input's texts
 * follow the browser's language, not the app's). The hidden input keeps the accessible
 * name `etiqueta`, so tests can set files on it.
 */
export function ElegirArchivo({
  etiqueta,
  accept,
  nombre,
  disabled = false,
  onElegir,
}: {
  etiqueta: string;
  accept: string;
  nombre: string | null;
  disabled?: boolean;
  onElegir(archivo: File | null): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const entrada = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.fila}>
      <input
        ref={entrada}
        className={styles.oculto}
        type="file"
        accept={accept}
        aria-label={etiqueta}
        onChange={(event) => {
          onElegir(event.target.files?.[0] ?? null);
          event.target.value = '';
        }}
      />
      <Button icon={<IconoSubir />} disabled={disabled} onClick={() => entrada.current?.click()}>
        {etiqueta}
      </Button>
      <Caption1>{nombre ?? t('comun.archivo.ninguno')}</Caption1>
    </div>
  );
}
