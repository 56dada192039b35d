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

/** One answer: its text, 'Correcta', and its removal. */
function FilaRespuesta(props: {
  respuesta: RespuestaForm;
  indice: number;
  /** Every question keeps at least two answers (spec 3: a multiple choice). */
  quitable: boolean;
  mensaje: PreguntaEditorProps['mensaje'];
  onTocar(subruta: string): void;
  onCambio(cambios: Partial<RespuestaForm>): void;
  onQuitar(): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { respuesta: r, indice: j } = props;
  return (
    <div className={styles.respuesta}>
      <Field
        label={t('evaluaciones.form.respuesta', { n: j + 1 })}
        required
        validationMessage={props.mensaje(`respuestas.${j}.texto`)}
      >
        <Input
          value={r.texto}
          onChange={(_, d) => props.onCambio({ texto: d.value })}
          onBlur={() => props.onTocar(`respuestas.${j}.texto`)}
        />
      </Field>
      <Checkbox
        className={styles.correcta}
        checked={r.isCorrecta}
        label={t('evaluaciones.form.correcta')}
        aria-label={t('evaluaciones.form.correctaDe', { n: j + 1 })}
        onChange={(_, d) => props.onCambio({ isCorrecta: d.checked === true })}
      />
      <Button
        appearance="subtle"
        icon={<IconoBorrar />}
        disabled={!props.quitable}
        aria-label={t('evaluaciones.form.quitarRespuesta', { n: j + 1 })}
        title={t('evaluaciones.form.quitarRespuesta', { n: j + 1 })}
        onClick={props.onQuitar}
      />
    </div>
  );
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
        <FilaRespuesta
          key={r.clave}
          respuesta={r}
          indice={j}
          quitable={respuestas.length > L.respuestasMin}
          mensaje={mensaje}
          onTocar={onTocar}
          onCambio={(cambios) => cambiarRespuesta(j, cambios)}
          onQuitar={() =>
            onCambio({ ...pregunta, respuestas: respuestas.filter((_, k) => k !== j) })
          }
        />
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
