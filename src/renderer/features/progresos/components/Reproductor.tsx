import {
  Body1,
  Button,
  Caption1,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { Multimedia, Subtitulo } from '@shared/api';
import { porcentajeLeccion, type ProgresoLeccion } from '@shared/domain/progreso';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { aApiFailure } from '../../../app/apiError';
import { useAppSelector } from '../../../app/hooks';
import { IconoCerrar } from '../../../ui/iconos';
import { selectUsuario } from '../../auth';
import { ForoDialog } from '../../comentarios';
import { useUrlLocal } from '../../descargas';
import {
  enlaceSeguro,
  tipoVisor,
  useMarcarVistoMutation,
  useObtenerMultimediaQuery,
} from '../../multimedias';
import { useReporteProgreso } from '../useReporteProgreso';
import { DescripcionLeccion } from './DescripcionLeccion';
import { VisorMedio } from './VisorMedio';
import { VisorPdf } from './VisorPdf';
import { VisorEnlace, VisorImagen } from './Visores';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  cabecera: {
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  columnas: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(220px, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (max-width: 600px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  jugador: { minWidth: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  estado: { color: tokens.colorNeutralForeground2 },
});

type AlProgreso = (porcentaje: number, forzar: boolean) => void;

/** The viewer chosen by tipoMedia or formato (spec 2). */
function Contenido({
  m,
  fuente,
  usuarioId,
  onProgreso,
}: {
  m: Multimedia;
  fuente: Multimedia['sources'];
  usuarioId: string;
  onProgreso: AlProgreso;
}) {
  const { t } = useTranslation();
  // Captions kept with a download are read from disk (issue 16), like the video itself.
  const local = useUrlLocal(m._id);
  const fuenteSubtitulo = (s: Subtitulo) => local.urlSubtitulo(s.idioma) ?? s.src;
  const tipo = tipoVisor(m);
  const completa = m.isCompleted || m.progreso === 'completado';
  if (tipo === 'enlace') {
    const link = enlaceSeguro(fuente.link ?? m.link?.link);
    return link ? (
      <VisorEnlace link={link} completa={completa} onProgreso={onProgreso} />
    ) : (
      <Body1>{t('reproductor.sinContenido')}</Body1>
    );
  }
  const src = fuente.src;
  if (!src) return <Body1>{t('reproductor.sinContenido')}</Body1>;
  switch (tipo) {
    case 'video':
    case 'audio':
      return (
        <VisorMedio
          tipo={tipo}
          src={src}
          titulo={m.nombre}
          subtitulos={m.subtitulos}
          fuenteSubtitulo={fuenteSubtitulo}
          onProgreso={onProgreso}
        />
      );
    case 'pdf':
      return (
        <VisorPdf src={src} multimediaId={m._id} usuarioId={usuarioId} onProgreso={onProgreso} />
      );
    case 'imagen':
      return (
        <VisorImagen src={src} nombre={m.nombre} completa={completa} onProgreso={onProgreso} />
      );
    default:
      return <Body1>{t('reproductor.sinSoporte')}</Body1>;
  }
}

/**
 * What the server has stored for this lesson (never an optimistic figure): its answer to
 * the last report, or the lesson's progress as loaded. When the server stored less than
 * the player reported (its real-time bound, issue 13), says that it catches up by itself.
 */
function EstadoGuardado({ progreso, acotado }: { progreso: ProgresoLeccion; acotado: boolean }) {
  const { t } = useTranslation();
  const porcentaje = porcentajeLeccion(progreso);
  let texto: string;
  if (porcentaje >= 100) texto = t('reproductor.progreso.completada');
  else if (acotado) texto = t('reproductor.progreso.acotado', { porcentaje });
  else texto = t('reproductor.progreso.guardado', { porcentaje });
  return (
    <Caption1 role="status" className={useStyles().estado}>
      {texto}
    </Caption1>
  );
}

export interface ReproductorLeccionProps {
  multimediaId: string;
  onCerrar(): void;
  /** Id for the heading (the dialog is labelled by it). */
  tituloId?: string;
  /** Full page (/pl/:id): also links back to the course. */
  pagina?: boolean;
}

/**
 * The multimedia player (spec 2): the viewer and a description column (stacked on narrow
 * screens), ratings, forum, download. Mounted once per opening: it counts one view, and
 * keeps the signed source it first received so refreshed data never reloads playback.
 */
export function ReproductorLeccion({
  multimediaId,
  onCerrar,
  tituloId,
  pagina = false,
}: ReproductorLeccionProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const usuario = useAppSelector(selectUsuario);
  // A fresh signed URL per opening.
  const consulta = useObtenerMultimediaQuery(multimediaId, { refetchOnMountOrArgChange: true });
  const [marcarVisto] = useMarcarVistoMutation();
  const { reportar, guardado, acotado } = useReporteProgreso(multimediaId);
  const [foroAbierto, setForoAbierto] = useState(false);
  const [fuente, setFuente] = useState<Multimedia['sources'] | null>(null);
  const m = consulta.data;
  const local = useUrlLocal(multimediaId);
  const lista = consulta.isSuccess && !consulta.isFetching && m !== undefined;
  // A downloaded lesson plays from disk (issue 7). Chosen once, so playback never switches.
  if (lista && local.leida && fuente === null) {
    setFuente(local.urlLocal ? { ...m.sources, src: local.urlLocal } : m.sources);
  }

  // One view per opening (StrictMode runs effects twice; the ref survives).
  const visto = useRef(false);
  useEffect(() => {
    if (!lista || visto.current) return;
    visto.current = true;
    void marcarVisto(multimediaId);
  }, [lista, marcarVisto, multimediaId]);

  const error = consulta.isError ? aApiFailure(consulta.error) : null;

  return (
    <div className={styles.root}>
      <div className={styles.cabecera}>
        <Title3 as="h2" id={tituloId}>
          {m?.nombre ?? t('reproductor.titulo')}
        </Title3>
        <Button
          appearance="subtle"
          icon={<IconoCerrar />}
          aria-label={t('reproductor.cerrar')}
          title={t('reproductor.cerrar')}
          onClick={onCerrar}
        />
      </div>
      {error ? (
        <MessageBar intent={error.data.code === 'LECCION_BLOQUEADA' ? 'warning' : 'error'}>
          <MessageBarBody role="alert">
            {error.data.code === 'LECCION_BLOQUEADA'
              ? error.data.error
              : `${t('reproductor.errores.cargar')}: ${error.data.error}`}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {!error && (!m || !fuente) ? <Spinner label={t('comun.cargando')} /> : null}
      {m && fuente ? (
        <div className={styles.columnas}>
          <div className={styles.jugador}>
            <Contenido m={m} fuente={fuente} usuarioId={usuario?._id ?? ''} onProgreso={reportar} />
            <EstadoGuardado
              progreso={
                guardado ?? {
                  progreso: m.isCompleted ? 'completado' : m.progreso,
                  porcentaje: m.progress,
                }
              }
              acotado={acotado}
            />
          </div>
          <DescripcionLeccion m={m} pagina={pagina} onForo={() => setForoAbierto(true)} />
        </div>
      ) : null}
      <ForoDialog
        multimediaId={multimediaId}
        abierto={foroAbierto}
        onCerrar={() => setForoAbierto(false)}
      />
    </div>
  );
}
