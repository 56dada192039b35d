import {
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import type { Retroalimentacion } from '@shared/api';
import { formatearFecha } from '@shared/dates';
import { useTranslation } from 'react-i18next';
import { aApiFailure } from '../../../app/apiError';
import { IconoCerrar, IconoCheck } from '../../../ui/iconos';
import { useRetroalimentacionQuery, type ConsultaRetroalimentacion } from '../api';
import { preguntasRetroalimentacion, type MarcaRespuesta } from '../retroalimentacion';

const useStyles = makeStyles({
  contenido: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  pregunta: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  lista: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalXS,
  },
  respuesta: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  acertada: {
    backgroundColor: tokens.colorPaletteGreenBackground2,
    border: `2px solid ${tokens.colorPaletteGreenBorder2}`,
  },
  correcta: {
    backgroundColor: tokens.colorPaletteGreenBackground1,
    border: `2px solid ${tokens.colorPaletteGreenBorder2}`,
  },
  equivocada: {
    backgroundColor: tokens.colorPaletteRedBackground1,
    border: `2px dashed ${tokens.colorPaletteRedBorder2}`,
  },
  elegida: {
    backgroundColor: tokens.colorNeutralBackground3,
    border: `2px solid ${tokens.colorNeutralStroke1}`,
  },
  ninguna: {},
  etiqueta: { marginInlineStart: 'auto', fontWeight: tokens.fontWeightSemibold },
  icono: { display: 'inline-flex', width: '20px', flexShrink: 0 },
});

/** The icon and the words of a mark: meaning never rests on colour alone. */
function Marca({ marca }: { marca: MarcaRespuesta }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const textos: Record<MarcaRespuesta, string[]> = {
    acertada: [t('evaluaciones.retro.tuRespuesta'), t('evaluaciones.retro.correcta')],
    correcta: [t('evaluaciones.retro.correcta')],
    equivocada: [t('evaluaciones.retro.tuRespuesta'), t('evaluaciones.retro.incorrecta')],
    elegida: [t('evaluaciones.retro.tuRespuesta')],
    ninguna: [],
  };
  const icono =
    marca === 'equivocada' ? (
      <IconoCerrar />
    ) : marca === 'ninguna' || marca === 'elegida' ? null : (
      <IconoCheck />
    );
  return (
    <>
      <span className={styles.icono}>{icono}</span>
      {textos[marca].length > 0 ? (
        <Caption1 className={styles.etiqueta}>{textos[marca].join(' · ')}</Caption1>
      ) : null}
    </>
  );
}

/** The questions with their marked answers (the dialog's body). */
export function ContenidoRetroalimentacion({ retro }: { retro: Retroalimentacion }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={styles.contenido}>
      <Subtitle2>{t('evaluaciones.retro.puntaje', { puntaje: retro.puntaje })}</Subtitle2>
      <Caption1>
        {t('evaluaciones.retro.fecha', { fecha: formatearFecha(retro.fecha, 'fechaHora') })}
      </Caption1>
      {retro.respuestasVisibles ? null : (
        <MessageBar intent="info">
          <MessageBarBody>
            {t(`evaluaciones.retro.sinClave.${retro.mostrarRespuestas}`)}
          </MessageBarBody>
        </MessageBar>
      )}
      {preguntasRetroalimentacion(retro).map((p, i) => (
        <section key={p.indice} className={styles.pregunta}>
          <Subtitle2 as="h3">{t('evaluaciones.retro.pregunta', { n: i + 1 })}</Subtitle2>
          <Body1>{p.descripcion}</Body1>
          <Caption1>
            {p.correcta ? t('evaluaciones.retro.bien') : t('evaluaciones.retro.mal')}
          </Caption1>
          <ul className={styles.lista}>
            {p.respuestas.map((r) => (
              <li key={r.label} className={mergeClasses(styles.respuesta, styles[r.marca])}>
                <Marca marca={r.marca} />
                <Body1>{r.texto}</Body1>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/**
 * 'Ver retroalimentación' (spec 2, Feedback dialog): the caller's last graded attempt of an
 * evaluation, or the given one. Mounted open; unmounted to close.
 */
export function RetroalimentacionDialog({
  consulta,
  onCerrar,
}: {
  consulta: ConsultaRetroalimentacion;
  onCerrar(): void;
}) {
  const { t } = useTranslation();
  const { data, error, isLoading } = useRetroalimentacionQuery(consulta);
  return (
    <Dialog
      open
      onOpenChange={(_, d) => {
        if (!d.open) onCerrar();
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('evaluaciones.retro.titulo')}</DialogTitle>
          <DialogContent>
            {isLoading ? <Spinner size="small" label={t('comun.cargando')} /> : null}
            {error ? (
              <MessageBar intent="error">
                <MessageBarBody>
                  {t('evaluaciones.errores.retroalimentacion')}: {aApiFailure(error).data.error}
                </MessageBarBody>
              </MessageBar>
            ) : null}
            {data ? <ContenidoRetroalimentacion retro={data} /> : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onCerrar}>
              {t('comun.cerrar')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
