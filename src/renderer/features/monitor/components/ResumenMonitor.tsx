import {
  Body1,
  Caption1,
  Card,
  Subtitle2,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ResumenMonitor as Resumen } from '@shared/api/monitor';
import { useTranslation } from 'react-i18next';
import { textoMediana, textoPorcentaje } from '../presentacion';

const useStyles = makeStyles({
  tarjetas: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  tarjeta: { padding: tokens.spacingHorizontalM, gap: tokens.spacingVerticalXS },
  preguntas: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
  pregunta: { marginBottom: tokens.spacingVerticalXS },
});

function Cifra(props: { etiqueta: string; valor: string; testId: string }) {
  const styles = useStyles();
  return (
    <Card className={styles.tarjeta}>
      <Caption1>{props.etiqueta}</Caption1>
      <Title3 data-testid={props.testId}>{props.valor}</Title3>
    </Card>
  );
}

/** The course's figures on top of the monitor (issue 15): counts over every learner. */
export function ResumenMonitor(props: { resumen: Resumen }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const r = props.resumen;
  return (
    <section aria-label={t('monitor.resumen.titulo')}>
      <div className={styles.tarjetas}>
        <Cifra
          etiqueta={t('monitor.resumen.aprendices')}
          valor={String(r.aprendices)}
          testId="monitor-aprendices"
        />
        <Cifra
          etiqueta={t('monitor.resumen.iniciado')}
          valor={textoPorcentaje(r.porcentajeIniciado)}
          testId="monitor-iniciado"
        />
        <Cifra
          etiqueta={t('monitor.resumen.completado')}
          valor={textoPorcentaje(r.porcentajeCompletado)}
          testId="monitor-completado"
        />
        <Cifra
          etiqueta={t('monitor.resumen.aprobado')}
          valor={textoPorcentaje(r.porcentajeAprobado)}
          testId="monitor-aprobado"
        />
        <Cifra
          etiqueta={t('monitor.resumen.mediana')}
          valor={textoMediana(r.medianaDiasCompletar)}
          testId="monitor-mediana"
        />
      </div>
    </section>
  );
}

/** Kolibri's "difficult questions": the most missed, with the share answered wrong. */
export function PreguntasDificiles(props: { preguntas: Resumen['preguntasDificiles'] }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <section aria-labelledby="monitor-preguntas">
      <Subtitle2 as="h3" id="monitor-preguntas">
        {t('monitor.preguntas.titulo')}
      </Subtitle2>
      {props.preguntas.length === 0 ? (
        <Body1>{t('monitor.preguntas.vacio')}</Body1>
      ) : (
        <ol className={styles.preguntas}>
          {props.preguntas.map((p) => (
            <li key={`${p.evaluacion}|${p.descripcion}`} className={styles.pregunta}>
              <Body1>{p.descripcion}</Body1>{' '}
              <Caption1>
                {t('monitor.preguntas.fallo', {
                  porcentaje: p.porcentajeFallo,
                  falladas: p.falladas,
                  presentada: p.presentada,
                })}
              </Caption1>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
