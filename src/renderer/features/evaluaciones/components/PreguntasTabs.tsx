import { Body1, Checkbox, Tab, makeStyles, tokens } from '@fluentui/react-components';
import type { EvaluacionParaRendir } from '@shared/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { claseTab, type Seleccion } from '../rendir';
import { Pestanas } from '../../../ui/Pestanas';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  tabs: { flexWrap: 'wrap' },
  // Spec 2: the question tabs' colour classes cycle through four values.
  color0: { borderTop: `4px solid ${tokens.colorPaletteMarigoldBorderActive}` },
  color1: { borderTop: `4px solid ${tokens.colorPaletteYellowBorderActive}` },
  color2: { borderTop: `4px solid ${tokens.colorPaletteBlueBorderActive}` },
  color3: { borderTop: `4px solid ${tokens.colorPaletteNavyBorderActive}` },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  respuestas: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

const COLORES = ['color0', 'color1', 'color2', 'color3'] as const;

/** One tab per question, its answers as checkboxes (spec 2, Evaluation taking). */
export function PreguntasTabs({
  preguntas,
  seleccion,
  deshabilitado,
  onMarcar,
}: {
  preguntas: EvaluacionParaRendir['preguntas'];
  seleccion: Seleccion;
  deshabilitado: boolean;
  onMarcar(preguntaId: string, respuestaId: string, marcada: boolean): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [actual, setActual] = useState(0);
  const indice = Math.min(actual, Math.max(0, preguntas.length - 1));
  const pregunta = preguntas[indice];
  const elegidas = new Set(pregunta ? (seleccion[pregunta._id] ?? []) : []);
  return (
    <div className={styles.root}>
      <Pestanas
        className={styles.tabs}
        selectedValue={indice}
        aria-label={t('evaluaciones.rendir.preguntas')}
        onTabSelect={(_, d) => setActual(Number(d.value))}
      >
        {preguntas.map((p, i) => (
          <Tab key={p._id} value={i} className={styles[COLORES[claseTab(i)] ?? 'color0']}>
            {t('evaluaciones.rendir.pregunta', { n: i + 1 })}
          </Tab>
        ))}
      </Pestanas>
      {pregunta ? (
        <div className={styles.panel} role="tabpanel">
          <Body1>{pregunta.descripcion}</Body1>
          <div
            className={styles.respuestas}
            role="group"
            aria-label={t('evaluaciones.rendir.respuestasDe', { n: indice + 1 })}
          >
            {pregunta.respuestas.map((r) => (
              <Checkbox
                key={r._id}
                checked={elegidas.has(r._id)}
                disabled={deshabilitado}
                label={r.texto}
                onChange={(_, d) => onMarcar(pregunta._id, r._id, d.checked === true)}
              />
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}
