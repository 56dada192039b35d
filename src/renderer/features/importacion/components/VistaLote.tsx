import type { Lote } from '@shared/api';
import {
  FILAS_POR_PAGINA_IMPORTACION,
  type EstadoFilaImportacion,
  type ModoImportacion,
} from '@shared/domain/importacion';
import { useState } from 'react';
import { routeRequest } from '../../../app/routeRequest';
import { useFilasLoteQuery } from '../api';
import { useDescargarCsv } from '../useDescargarCsv';
import { PasoVista } from './PasoVista';

/**
 * The preview step with its own paging and status filter (keyed by the batch, so a new
 * validation starts again on page 1).
 */
export function VistaLote(props: {
  lote: Lote;
  modo: ModoImportacion;
  puedeActualizar: boolean;
  onModo(modo: ModoImportacion): void;
}) {
  const [pagina, setPagina] = useState(1);
  const [estado, setEstado] = useState<EstadoFilaImportacion | null>(null);
  const informe = useDescargarCsv();
  const { data } = useFilasLoteQuery({
    lote: props.lote.id,
    pagina,
    limite: FILAS_POR_PAGINA_IMPORTACION,
    estado: estado ?? undefined,
  });
  return (
    <PasoVista
      lote={props.lote}
      filas={data?.data ?? []}
      totalFilas={data?.total ?? 0}
      pagina={pagina}
      estado={estado}
      modo={props.modo}
      puedeActualizar={props.puedeActualizar}
      descargandoInforme={informe.descargando}
      onPagina={setPagina}
      onEstado={(e) => {
        setEstado(e);
        setPagina(1);
      }}
      onModo={props.onModo}
      onInformeErrores={() =>
        void informe.descargar(
          routeRequest('importacion.errores', { params: { lote: props.lote.id } }),
          'errores.csv',
        )
      }
    />
  );
}
