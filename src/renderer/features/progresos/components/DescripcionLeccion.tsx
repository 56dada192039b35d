import {
  Body1,
  Button,
  Caption1,
  Spinner,
  Subtitle2,
  ToggleButton,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { Multimedia } from '@shared/api';
import { formatearFecha } from '@shared/dates';
import { useTranslation } from 'react-i18next';
import { aApiFailure } from '../../../app/apiError';
import { rutaCurso } from '../../../app/navegacion';
import { EnlaceInterno } from '../../../ui/EnlaceInterno';
import { IconoComentarios, IconoDescargar, IconoMeGusta, IconoNoMeGusta } from '../../../ui/iconos';
import { useNotificar } from '../../../ui/notificaciones';
import { tipoVisor, useCalificarMultimediaMutation } from '../../multimedias';
import { useDescarga } from '../useDescarga';

const useStyles = makeStyles({
  descripcion: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  texto: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  fila: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** Like / no-like with counts; clicking the current one again removes it. */
function Calificaciones({ m }: { m: Multimedia }) {
  const { t } = useTranslation();
  const notificar = useNotificar();
  const [calificar, estado] = useCalificarMultimediaMutation();
  const { likes, noLikes, mia } = m.calificaciones;
  const enviar = async (valor: 'like' | 'nolike') => {
    const r = await calificar({ id: m._id, calificacion: mia === valor ? null : valor });
    if (r.error)
      notificar.error(t('reproductor.errores.calificar'), aApiFailure(r.error).data.error);
  };
  return (
    <div className={useStyles().fila}>
      <ToggleButton
        checked={mia === 'like'}
        icon={<IconoMeGusta />}
        disabled={estado.isLoading}
        aria-label={t('reproductor.meGusta', { n: likes })}
        onClick={() => void enviar('like')}
      >
        {t('reproductor.meGusta', { n: likes })}
      </ToggleButton>
      <ToggleButton
        checked={mia === 'nolike'}
        icon={<IconoNoMeGusta />}
        disabled={estado.isLoading}
        aria-label={t('reproductor.noMeGusta', { n: noLikes })}
        onClick={() => void enviar('nolike')}
      >
        {t('reproductor.noMeGusta', { n: noLikes })}
      </ToggleButton>
    </div>
  );
}

/**
 * The player's side column: description, type, date, views, tags, ratings, forum,
 * download (not for video or links) and, on the full page, the way back to the course.
 */
export function DescripcionLeccion({
  m,
  pagina,
  onForo,
}: {
  m: Multimedia;
  pagina: boolean;
  onForo(): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { descargar, descargando } = useDescarga();
  const tipo = tipoVisor(m);
  // 'Descargar' saves the server's file: never the local leccion:// URL.
  const src = m.sources.src ?? null;
  return (
    <section className={styles.descripcion} aria-label={t('reproductor.descripcion')}>
      <Subtitle2 as="h3">{t('reproductor.descripcion')}</Subtitle2>
      <Body1 className={styles.texto}>{m.descripcion || t('reproductor.sinDescripcion')}</Body1>
      <div className={styles.fila}>
        <Caption1>{t(`cursos.tiposMedia.${m.tipoMedia}`)}</Caption1>
        <Caption1>{formatearFecha(m.timestamp)}</Caption1>
        <Caption1>{t('reproductor.vistas', { count: m.numVisto })}</Caption1>
      </div>
      {m.tags.length > 0 ? <Caption1>{m.tags.join(', ')}</Caption1> : null}
      <Calificaciones m={m} />
      <div className={styles.fila}>
        <Button icon={<IconoComentarios />} onClick={onForo}>
          {t('reproductor.foro')}
        </Button>
        {tipo !== 'video' && tipo !== 'enlace' && src ? (
          <Button
            icon={descargando ? <Spinner size="tiny" /> : <IconoDescargar />}
            disabled={descargando}
            onClick={() => void descargar(src, m.file ?? m.nombre)}
          >
            {descargando ? t('reproductor.descargando') : t('reproductor.descargar')}
          </Button>
        ) : null}
      </div>
      {pagina && m.curso ? (
        <div>
          <EnlaceInterno to={rutaCurso(m.curso._id)}>
            {t('reproductor.volverCurso', { curso: m.curso.nombre })}
          </EnlaceInterno>
        </div>
      ) : null}
    </section>
  );
}
