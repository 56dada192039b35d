import {
  Body1,
  Card,
  Caption1,
  Link,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { Multimedia } from '@shared/api';
import { formatearFecha } from '@shared/dates';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { aApiFailure } from '../../../app/apiError';
import { EnlaceInterno } from '../../../ui/EnlaceInterno';
import { rutaCurso } from '../../cursos/tarjetas';
import { useMarcarVistoMutation, useObtenerMultimediaQuery } from '../api';
import { enlaceSeguro, tipoVisor, urlDescarga } from '../visor';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM },
  medio: { width: '100%', maxHeight: '70vh', backgroundColor: tokens.colorNeutralBackground3 },
  imagen: { maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain', alignSelf: 'center' },
  datos: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
});

/** The lesson's content, by type; honest fallbacks when there is nothing to play. */
function Contenido({ m }: { m: Multimedia }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const src = m.sources.src;
  const tipo = tipoVisor(m);
  if (tipo === 'enlace') {
    const link = enlaceSeguro(m.sources.link ?? m.link?.link);
    return link ? (
      <Link href={link} target="_blank" rel="noopener noreferrer">
        {t('multimedias.visor.abrirEnlace')} ({link})
      </Link>
    ) : (
      <Body1>{t('multimedias.visor.sinContenido')}</Body1>
    );
  }
  if (!src) return <Body1>{t('multimedias.visor.sinContenido')}</Body1>;
  switch (tipo) {
    case 'video':
      return (
        <video className={styles.medio} controls controlsList="nodownload" src={src}>
          {t('multimedias.visor.sinSoporte')}
        </video>
      );
    case 'audio':
      return (
        <audio controls src={src}>
          {t('multimedias.visor.sinSoporte')}
        </audio>
      );
    case 'imagen':
      return <img className={styles.imagen} src={src} alt={m.nombre} />;
    case 'pdf':
      // The stream answers with frame-ancestors 'none', so the PDF opens in its own tab
      // (the page-by-page player of spec 2 comes later).
      return (
        <div className={styles.datos}>
          <Link href={src} target="_blank" rel="noopener noreferrer">
            {t('multimedias.visor.abrirPdf')}
          </Link>
          <Link href={urlDescarga(src)}>{t('multimedias.visor.descargar')}</Link>
        </div>
      );
    default:
      return <Link href={urlDescarga(src)}>{t('multimedias.visor.descargar')}</Link>;
  }
}

/**
 * /pl/:multimediaId: a minimal, working viewer (the full player of spec 2 replaces it later).
 * Opening it counts one view.
 */
export function VisorMultimediaPage() {
  const { multimediaId = '' } = useParams();
  const { t } = useTranslation();
  const styles = useStyles();
  const consulta = useObtenerMultimediaQuery(multimediaId);
  const [marcarVisto] = useMarcarVistoMutation();
  const cargada = consulta.isSuccess;
  useEffect(() => {
    if (cargada) void marcarVisto(multimediaId);
  }, [cargada, marcarVisto, multimediaId]);

  if (consulta.isLoading) return <Spinner label={t('comun.cargando')} />;
  const m = consulta.data;
  if (consulta.isError || !m) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>
          {t('multimedias.errores.cargar')}
          {consulta.isError ? `: ${aApiFailure(consulta.error).data.error}` : ''}
        </MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <section className={styles.root}>
      <Title2 as="h1">{m.nombre}</Title2>
      <Card className={styles.card}>
        <Contenido m={m} />
      </Card>
      <Card className={styles.card}>
        {m.descripcion ? <Body1>{m.descripcion}</Body1> : null}
        <div className={styles.datos}>
          <Caption1>{t(`cursos.tiposMedia.${m.tipoMedia}`)}</Caption1>
          <Caption1>{formatearFecha(m.timestamp)}</Caption1>
          {m.tags.length > 0 ? <Caption1>{m.tags.join(', ')}</Caption1> : null}
        </div>
        {m.curso ? (
          <div>
            <EnlaceInterno to={rutaCurso(m.curso._id)}>
              {t('multimedias.visor.volverCurso', { curso: m.curso.nombre })}
            </EnlaceInterno>
          </div>
        ) : null}
      </Card>
    </section>
  );
}
