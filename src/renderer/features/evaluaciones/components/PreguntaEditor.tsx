import {
  Button,
  Card,
  Checkbox,
  Field,
  Input,
  Subtitle2,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { LIMITES_EVALUACION as L } from '@shared/domain/evaluaciones';
import { useTranslation } from 'react-i18next';
import { IconoAgregar, IconoBorrar } from '../../../ui/iconos';
import { respuestaVacia, type PreguntaForm, type RespuestaForm } from '../evaluacionForm';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalS },
  cabecera: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
  respuesta: {
    display: 'grid',
    gridTemplateColumns: '1fr auto auto',
    alignItems: 'start',
    gap: tokens.spacingHorizontalS,
  },
  correcta: { paddingTop: tokens.spacingVerticalXS },
});

export interface PreguntaEditorProps {
  /** From 1. */
  numero: number;
  pregunta: PreguntaForm;
  /** The shown error of a path under this question ('descripcion', 'respuestas.1.texto'). */
  mensaje(subruta: string): string | undefined;
  onTocar(subruta: string): void;
  onCambio(pregunta: PreguntaForm): void;
  onQuitar(): void;
}

/** One question of the evaluation form: its text and its answers, each with 'Correcta'. */
export function PreguntaEditor({
  numero,
  pregunta,
  mensaje,
  onTocar,
  onCambio,
  onQuitar,
}: PreguntaEditorProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const respuestas = pregunta.respuestas;
  const cambiarRespuesta = (j: number, cambios: Partial<RespuestaForm>) =>
    onCambio({
      ...pregunta,
      respuestas: respuestas.map((r, k) => (k === j ? { ...r, ...cambios } : r)),
    });
  return (
    <Card className={styles.card}>
      <div className={styles.cabecera}>
        <Subtitle2 as="h3">{t('evaluaciones.form.pregunta', { n: numero })}</Subtitle2>
        <Button
          appearance="subtle"
          icon={<IconoBorrar />}
          aria-label={t('evaluaciones.form.quitarPregunta', { n: numero })}
          title={t('evaluaciones.form.quitarPregunta', { n: numero })}
          onClick={onQuitar}
        />
      </div>
      <Field
        label={t('evaluaciones.form.textoPregunta', { n: numero })}
        required
        validationMessage={mensaje('descripcion')}
        hint={t('comun.contador', { n: pregunta.descripcion.length, max: L.preguntaMax })}
      >
        <Textarea
          value={pregunta.descripcion}
          resize="vertical"
          onChange={(_, d) => onCambio({ ...pregunta, descripcion: d.value })}
          onBlur={() => onTocar('descripcion')}
        />
      </Field>
      <Subtitle2 as="h4">{t('evaluaciones.form.respuestas')}</Subtitle2>
      {respuestas.map((r, j) => (
        <div key={r.clave} className={styles.respuesta}>
          <Field
            label={t('evaluaciones.form.respuesta', { n: j + 1 })}
            required
            validationMessage={mensaje(`respuestas.${j}.texto`)}
          >
            <Input
              value={r.texto}
              onChange={(_, d) => cambiarRespuesta(j, { texto: d.value })}
              onBlur={() => onTocar(`respuestas.${j}.texto`)}
            />
          </Field>
          <Checkbox
            className={styles.correcta}
            checked={r.isCorrecta}
            label={t('evaluaciones.form.correcta')}
            aria-label={t('evaluaciones.form.correctaDe', { n: j + 1 })}
            onChange={(_, d) => cambiarRespuesta(j, { isCorrecta: d.checked === true })}
          />
          <Button
            appearance="subtle"
            icon={<IconoBorrar />}
            // Every question keeps at least two answers (spec 3: a multiple choice).
            disabled={respuestas.length <= L.respuestasMin}
            aria-label={t('evaluaciones.form.quitarRespuesta', { n: j + 1 })}
            title={t('evaluaciones.form.quitarRespuesta', { n: j + 1 })}
            onClick={() =>
              onCambio({ ...pregunta, respuestas: respuestas.filter((_, k) => k !== j) })
            }
          />
        </div>
      ))}
      <div>
        <Button
          icon={<IconoAgregar />}
          disabled={respuestas.length >= L.respuestasMax}
          onClick={() => onCambio({ ...pregunta, respuestas: [...respuestas, respuestaVacia()] })}
        >
          {t('evaluaciones.form.agregarRespuesta')}
        </Button>
      </div>
    </Card>
  );
}
