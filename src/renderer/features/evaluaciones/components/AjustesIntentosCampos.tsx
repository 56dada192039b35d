import {
  Checkbox,
  Field,
  Input,
  Select,
  Subtitle1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { MOSTRAR_RESPUESTAS, type MostrarRespuestas } from '@shared/domain/evaluaciones';
import { useTranslation } from 'react-i18next';
import type { AjustesForm } from '../ajustesIntentos';

const useStyles = makeStyles({
  grupo: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
});

type CampoNumero = 'intentosPermitidos' | 'esperaMinutos' | 'preguntasPorIntento';

/**
 * «Intentos y revisión» of the evaluation form (docs/evaluaciones.md): when the right
 * answers show, attempts allowed, wait between attempts, shuffling and the question pool.
 * The server enforces each one; the form only shows and checks them.
 */
export function AjustesIntentosCampos({
  valores,
  totalPreguntas,
  mensaje,
  onCambio,
  onTocar,
}: {
  valores: AjustesForm;
  totalPreguntas: number;
  mensaje(campo: keyof AjustesForm): string | undefined;
  onCambio<K extends keyof AjustesForm>(campo: K, valor: AjustesForm[K]): void;
  onTocar(campo: keyof AjustesForm): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const numero = (campo: CampoNumero, ayuda: string) => (
    <Field
      label={t(`evaluaciones.form.intentos.${campo}`)}
      hint={ayuda}
      validationMessage={mensaje(campo)}
    >
      <Input
        type="number"
        inputMode="numeric"
        min={campo === 'esperaMinutos' ? 0 : 1}
        value={valores[campo]}
        onChange={(_, d) => onCambio(campo, d.value)}
        onBlur={() => onTocar(campo)}
      />
    </Field>
  );
  return (
    <section aria-labelledby="ajustes-intentos">
      <Subtitle1 as="h2" id="ajustes-intentos">
        {t('evaluaciones.form.intentos.titulo')}
      </Subtitle1>
      <Field
        label={t('evaluaciones.form.intentos.mostrarRespuestas')}
        hint={t('evaluaciones.form.intentos.mostrarRespuestasAyuda')}
        validationMessage={mensaje('mostrarRespuestas')}
      >
        <Select
          value={valores.mostrarRespuestas}
          onChange={(_, d) => onCambio('mostrarRespuestas', d.value as MostrarRespuestas)}
        >
          {MOSTRAR_RESPUESTAS.map((opcion) => (
            <option key={opcion} value={opcion}>
              {t(`evaluaciones.form.intentos.opciones.${opcion}`)}
            </option>
          ))}
        </Select>
      </Field>
      <div className={styles.grupo}>
        {numero('intentosPermitidos', t('evaluaciones.form.intentos.intentosAyuda'))}
        {numero('esperaMinutos', t('evaluaciones.form.intentos.esperaAyuda'))}
        {numero(
          'preguntasPorIntento',
          t('evaluaciones.form.intentos.preguntasPorIntentoAyuda', { total: totalPreguntas }),
        )}
      </div>
      <Checkbox
        label={t('evaluaciones.form.intentos.barajarPreguntas')}
        checked={valores.barajarPreguntas}
        onChange={(_, d) => onCambio('barajarPreguntas', d.checked === true)}
      />
      <Checkbox
        label={t('evaluaciones.form.intentos.barajarRespuestas')}
        checked={valores.barajarRespuestas}
        onChange={(_, d) => onCambio('barajarRespuestas', d.checked === true)}
      />
    </section>
  );
}
