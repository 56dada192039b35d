import { Body1, Caption1, Field, ProgressBar } from '@fluentui/react-components';
import type { Lote } from '@shared/api';
import { useTranslation } from 'react-i18next';
import { etiquetaFase, fraccionProgreso } from '../lote';

/** Step 3: the running job. Closing the dialog does not stop it (the history shows it). */
export function PasoProgreso({ lote }: { lote: Lote }) {
  const { t } = useTranslation();
  return (
    <>
      <Field label={etiquetaFase(lote.fase, t)} validationState="none">
        <ProgressBar value={fraccionProgreso(lote)} />
      </Field>
      <Body1 aria-live="polite">
        {t('importacion.progreso.cuenta', { procesadas: lote.procesadas, aplicar: lote.aplicar })}
      </Body1>
      <Caption1>{t('importacion.progreso.cerrar')}</Caption1>
    </>
  );
}
