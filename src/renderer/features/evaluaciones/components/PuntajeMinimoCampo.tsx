import { Field, Slider, SpinButton, makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  fila: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  slider: { flexGrow: 1 },
  numero: { width: '96px' },
});

/**
 * puntajeMinimo (spec 2: slider or number input): both controls show one value, 0 … the
 * number of questions; either one moves the other.
 */
export function PuntajeMinimoCampo({
  valor,
  max,
  error,
  onCambio,
}: {
  valor: number;
  max: number;
  error?: string;
  onCambio(valor: number): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const idNumero = useId();
  return (
    <Field
      label={t('evaluaciones.form.campos.puntajeMinimo')}
      hint={t('evaluaciones.form.puntajeAyuda', { max })}
      validationMessage={error}
    >
      <div className={styles.fila}>
        <Slider
          className={styles.slider}
          min={0}
          // Without questions the range is empty; a disabled 0-of-1 slider still reads right.
          max={Math.max(1, max)}
          step={1}
          value={valor}
          disabled={max === 0}
          aria-label={t('evaluaciones.form.campos.puntajeMinimo')}
          onChange={(_, d) => onCambio(d.value)}
        />
        <SpinButton
          id={idNumero}
          className={styles.numero}
          min={0}
          max={max}
          value={valor}
          aria-label={t('evaluaciones.form.campos.puntajeNumero')}
          onChange={(_, d) => {
            // Arrows give `value`; typing gives only the text (on blur or Enter).
            const n = d.value ?? Number.parseInt(d.displayValue ?? '', 10);
            if (Number.isFinite(n)) onCambio(n);
          }}
        />
      </div>
    </Field>
  );
}
