import {
  Body1,
  Button,
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
import { formatearFecha } from '@shared/dates';
import { tienePermiso } from '@shared/domain/permisos';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { aApiFailure } from '../../../app/apiError';
import { useAppSelector } from '../../../app/hooks';
import { EnlaceInterno } from '../../../ui/EnlaceInterno';
import { selectUsuario } from '../../auth/sessionSlice';
import { useFiltrarMultimediasQuery } from '../../multimedias/api';
import { DescargasCurso } from '../../descargas/components/DescargasCurso';
import { FILTRO_INICIAL, consultaDeFiltro } from '../../multimedias/filtro';
import { useBuscarCursoQuery } from '../api';
import { AdjuntosCurso } from '../components/AdjuntosCurso';
import { InfoGeneralTabs } from '../components/InfoGeneralTabs';
import { LeccionesCurso } from '../components/LeccionesCurso';
import { accionesCursos, porcentajeVisible, rutaLeccionesCurso } from '../tarjetas';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  cabecera: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  acciones: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  bloque: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM },
  datos: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXL },
});

/** Spec 9: the course page asks for lessons 0 to 500. */
const RANGO_LECCIONES = { inicio: 0, fin: 500 } as const;

/** Course detail (spec 2): heading, rich-text tabs, lessons by module, attachments, info. */
export function CursoDetallePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const styles = useStyles();
  const usuario = useAppSelector(selectUsuario);
  const acciones = accionesCursos(usuario?.rol);
  const conLecciones = tienePermiso(usuario?.rol, 'multimedias', 'consultar');
  const [ahora] = useState(() => new Date());
  const [editando, setEditando] = useState(false);
  const consulta = useBuscarCursoQuery(id);
  const lecciones = useFiltrarMultimediasQuery(
    consultaDeFiltro(FILTRO_INICIAL, { tipo: 'curso', id }, RANGO_LECCIONES, ahora),
    { skip: !conLecciones || !consulta.isSuccess },
  );
  const curso = consulta.data;

  if (consulta.isLoading) return <Spinner label={t('comun.cargando')} />;
  if (consulta.isError || !curso) {
    const status = consulta.isError ? aApiFailure(consulta.error).status : 404;
    const mensaje =
      status === 404
        ? t('cursos.detalle.noEncontrado')
        : status === 403
          ? t('cursos.lista.sinAcceso')
          : `${t('cursos.errores.cargarCurso')}: ${aApiFailure(consulta.error).data.error}`;
    return (
      <Card className={styles.bloque} role="alert">
        <Title2 as="h1">{mensaje}</Title2>
        <div>
          <EnlaceInterno to="/cursos">{t('cursos.detalle.volver')}</EnlaceInterno>
        </div>
      </Card>
    );
  }

  return (
    <section className={styles.root}>
      <div className={styles.cabecera}>
        <Title2 as="h1">
          {t('cursos.detalle.titulo', { codigo: curso.codigo, nombre: curso.nombre })}
        </Title2>
        <div className={styles.acciones}>
          {acciones.editarLecciones ? (
            <EnlaceInterno to={rutaLeccionesCurso(curso._id)}>
              {t('cursos.detalle.editarLecciones')}
            </EnlaceInterno>
          ) : null}
          {acciones.editar ? (
            <Button
              appearance={editando ? 'secondary' : 'primary'}
              onClick={() => setEditando((v) => !v)}
            >
              {editando ? t('cursos.detalle.cancelarEdicion') : t('cursos.detalle.editarInfo')}
            </Button>
          ) : null}
        </div>
      </div>
      <Card className={styles.bloque}>
        <InfoGeneralTabs key={String(editando)} curso={curso} editando={editando} />
      </Card>
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
          <LeccionesCurso curso={curso} lecciones={lecciones.data.data} editando={editando} />
        ) : null}
      </Card>
      <Card className={styles.bloque}>
        <Subtitle1 as="h2">{t('cursos.adjuntos.titulo')}</Subtitle1>
        <AdjuntosCurso curso={curso} editando={editando} />
      </Card>
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
    </section>
  );
}
