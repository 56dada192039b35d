import { Body1, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { totalPaginas } from '@shared/domain/paginacion';
import type { ResumenMonitor as Resumen } from '@shared/api/monitor';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { aApiFailure } from '../../../app/apiError';
import { routeRequest } from '../../../app/routeRequest';
import { Paginacion } from '../../../ui/Paginacion';
import { useDescargarCsv } from '../../importacion';
import { conFiltro, filtroDe, TAMANOS_MONITOR } from '../presentacion';
import type { useMonitor } from '../useMonitor';
import { DetalleAprendiz } from './DetalleAprendiz';
import { FiltrosMonitor } from './FiltrosMonitor';
import { PreguntasDificiles, ResumenMonitor } from './ResumenMonitor';
import { TablaMonitor } from './TablaMonitor';

const useStyles = makeStyles({
  cuerpo: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    minHeight: 0,
  },
  conDetalle: { gridTemplateColumns: 'minmax(0, 1fr) minmax(320px, 38%)' },
  principal: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    minWidth: 0,
  },
});

/** The learners' tab: summary, hardest questions, filters, table, paging, and the detail. */
export function PanelAprendices(props: {
  cursoId: string;
  resumen: Resumen;
  monitor: ReturnType<typeof useMonitor>;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { filtros, setFiltros, aprendices } = props.monitor;
  const [elegido, setElegido] = useState<string | null>(null);
  const exportacion = useDescargarCsv();
  const total = aprendices.data?.total ?? 0;
  return (
    <div className={mergeClasses(styles.cuerpo, elegido ? styles.conDetalle : undefined)}>
      <div className={styles.principal}>
        <ResumenMonitor resumen={props.resumen} />
        <PreguntasDificiles preguntas={props.resumen.preguntasDificiles} />
        <FiltrosMonitor
          filtros={filtros}
          centros={props.resumen.centros}
          exportando={exportacion.descargando}
          onCambio={setFiltros}
          onExportar={() =>
            void exportacion.descargar(
              routeRequest('monitor.exportar', {
                params: { cursoId: props.cursoId },
                body: filtroDe(filtros),
              }),
              `monitor-${props.resumen.curso.codigo}.csv`,
            )
          }
        />
        {aprendices.isError ? (
          <Body1 role="alert">{aApiFailure(aprendices.error).data.error}</Body1>
        ) : null}
        {aprendices.isLoading ? <Spinner label={t('monitor.cargando')} /> : null}
        <TablaMonitor
          filas={aprendices.data?.data ?? []}
          filtros={filtros}
          onFiltros={setFiltros}
          onVer={(f) => setElegido(f._id)}
        />
        <Paginacion
          pagina={filtros.pagina}
          paginas={totalPaginas(total, filtros.tamano)}
          total={total}
          limite={filtros.tamano}
          tamanos={TAMANOS_MONITOR}
          onPagina={(pagina) => setFiltros({ ...filtros, pagina })}
          onLimite={(tamano) => setFiltros(conFiltro(filtros, { tamano }))}
        />
      </div>
      {elegido ? (
        <DetalleAprendiz
          cursoId={props.cursoId}
          usuarioId={elegido}
          onCerrar={() => setElegido(null)}
        />
      ) : null}
    </div>
  );
}
