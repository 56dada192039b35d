import {
  Body1,
  Caption1,
  Card,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle1,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { Curso } from '@shared/api';
import { formatearFecha } from '@shared/dates';
import { useTranslation } from 'react-i18next';
import { aApiFailure } from '../../../app/apiError';
import { EnlaceInterno } from '../../../ui/EnlaceInterno';
import { DescargasCurso } from '../../descargas';
import type { useFiltrarMultimediasQuery } from '../../multimedias';
import { porcentajeVisible } from '../tarjetas';
import { LeccionesCurso } from './LeccionesCurso';

/** The course page's blocks are cards with this padding and gap. */
export const useEstilosBloque = makeStyles({
  bloque: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM },
  cabecera: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  datos: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXL },
});

type ConsultaLecciones = ReturnType<typeof useFiltrarMultimediasQuery>;

/** The course could not be shown: not found, no access, or the server's error. */
export function ErrorCurso({ mensaje }: { mensaje: string }) {
  const { t } = useTranslation();
  const styles = useEstilosBloque();
  return (
    <Card className={styles.bloque} role="alert">
      <Title2 as="h1">{mensaje}</Title2>
      <div>
        <EnlaceInterno to="/cursos">{t('cursos.detalle.volver')}</EnlaceInterno>
      </div>
    </Card>
  );
}

/** 'Lecciones': the downloads (desktop) and the lessons by module. */
export function BloqueLecciones(props: {
  curso: Curso;
  lecciones: ConsultaLecciones;
  editando: boolean;
}) {
  const { t } = useTranslation();
  const styles = useEstilosBloque();
  const { lecciones } = props;
  return (
    <Card className={styles.bloque}>
      <div className={styles.cabecera}>
        <Subtitle1 as="h2">{t('cursos.detalle.lecciones')}</Subtitle1>
        {lecciones.data ? <DescargasCurso lecciones={lecciones.data.data} /> : null}
      </div>
      {lecciones.isLoading ? <Spinner size="small" label={t('comun.cargando')} /> : null}
      {lecciones.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>
            {t('multimedias.errores.filtrar')}: {aApiFailure(lecciones.error).data.error}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {lecciones.data ? (
        <LeccionesCurso
          curso={props.curso}
          lecciones={lecciones.data.data}
          editando={props.editando}
        />
      ) : null}
    </Card>
  );
}

/** 'Información general': description, progress, lesson count, last edit. */
export function BloqueInfoGeneral({
  curso,
  lecciones,
}: {
  curso: Curso;
  lecciones: ConsultaLecciones;
}) {
  const { t } = useTranslation();
  const styles = useEstilosBloque();
  return (
    <Card className={styles.bloque}>
      <Subtitle1 as="h2">{t('cursos.detalle.infoGeneral')}</Subtitle1>
      {curso.descripcion ? <Body1>{curso.descripcion}</Body1> : null}
      <div className={styles.datos}>
        <Caption1>
          {t('cursos.lista.progreso', { porcentaje: porcentajeVisible(curso.overallProgress) })}
        </Caption1>
        {lecciones.data ? (
          <Caption1>{t('cursos.detalle.numLecciones', { n: lecciones.data.total })}</Caption1>
        ) : null}
        <Caption1>
          {t('cursos.detalle.ultimaEdicion', { fecha: formatearFecha(curso.lastEdit) })}
        </Caption1>
      </div>
    </Card>
  );
}
