import { Button, Card, Spinner, Subtitle1 } from '@fluentui/react-components';
import { tienePermiso } from '@shared/domain/permisos';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { aApiFailure } from '../../../app/apiError';
import { useAppSelector } from '../../../app/hooks';
import { rutaLeccionesCurso } from '../../../app/navegacion';
import { EnlaceInterno } from '../../../ui/EnlaceInterno';
import { Pagina } from '../../../ui/Pagina';
import { selectUsuario } from '../../auth';
import { BotonMonitor } from '../../monitor';
import { consultaDeFiltro, FILTRO_INICIAL, useFiltrarMultimediasQuery } from '../../multimedias';
import { useBuscarCursoQuery } from '../api';
import { AdjuntosCurso } from '../components/AdjuntosCurso';
import {
  BloqueInfoGeneral,
  BloqueLecciones,
  ErrorCurso,
  useEstilosBloque,
} from '../components/BloquesCurso';
import { InfoGeneralTabs } from '../components/InfoGeneralTabs';
import { accionesCursos } from '../tarjetas';

/** Spec 9: the course page asks for lessons 0 to 500. */
const RANGO_LECCIONES = { inicio: 0, fin: 500 } as const;

/** Course detail (spec 2): heading, rich-text tabs, lessons by module, attachments, info. */
export function CursoDetallePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const styles = useEstilosBloque();
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
    return <ErrorCurso mensaje={mensaje} />;
  }

  return (
    <Pagina
      cabecera={{
        titulo: t('cursos.detalle.titulo', { codigo: curso.codigo, nombre: curso.nombre }),
        acciones: (
          <>
            <BotonMonitor curso={curso} />
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
          </>
        ),
      }}
    >
      <Card className={styles.bloque}>
        <InfoGeneralTabs key={String(editando)} curso={curso} editando={editando} />
      </Card>
      <BloqueLecciones curso={curso} lecciones={lecciones} editando={editando} />
      <Card className={styles.bloque}>
        <Subtitle1 as="h2">{t('cursos.adjuntos.titulo')}</Subtitle1>
        <AdjuntosCurso curso={curso} editando={editando} />
      </Card>
      <BloqueInfoGeneral curso={curso} lecciones={lecciones} />
    </Pagina>
  );
}
