import {
  Badge,
  Button,
  TableCell,
  TableRow,
  makeStyles,
  tokens,
  type BadgeProps,
} from '@fluentui/react-components';
import type { Lote } from '@shared/api';
import type { EstadoLote } from '@shared/domain/importacion';
import { formatearFecha } from '@shared/dates';
import { useTranslation } from 'react-i18next';
import { TablaBase } from '../../../ui/TablaBase';
import { resumenLote } from '../lote';

const useStyles = makeStyles({
  acciones: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

const COLUMNAS = ['fecha', 'por', 'archivo', 'estado', 'conteos', 'acciones'] as const;

const COLOR_LOTE: Record<EstadoLote, BadgeProps['color']> = {
  validado: 'subtle',
  en_curso: 'brand',
  completado: 'success',
  cancelado: 'warning',
  fallido: 'danger',
  deshecho: 'informative',
};

export interface TablaLotesProps {
  lotes: readonly Lote[];
  /** The admin holds usuarios/eliminar (undo deletes users). */
  puedeDeshacer: boolean;
  descargando: boolean;
  onDeshacer(lote: Lote): void;
  onCredenciales(lote: Lote): void;
}

/** 'Historial de importaciones': one row per batch, newest first (the server's order). */
export function TablaLotes(props: TablaLotesProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <TablaBase
      etiqueta={t('importacion.historial.titulo')}
      columnas={COLUMNAS.map((c) => ({ clave: c, texto: t(`importacion.historial.${c}`) }))}
      area="alta420"
      ajuste="contenido"
      vacio={t('importacion.historial.vacio')}
      sinFilas={props.lotes.length === 0}
    >
      {props.lotes.map((lote) => (
        <TableRow key={lote.id}>
          <TableCell>{formatearFecha(lote.creadoEn)}</TableCell>
          <TableCell>{lote.creadoPor.nombre}</TableCell>
          <TableCell>{lote.archivoNombre}</TableCell>
          <TableCell>
            <Badge appearance="tint" color={COLOR_LOTE[lote.estado]}>
              {t(`importacion.estadosLote.${lote.estado}`)}
            </Badge>
          </TableCell>
          <TableCell>{resumenLote(lote, t)}</TableCell>
          <TableCell>
            <div className={styles.acciones}>
              {lote.estado === 'completado' && props.puedeDeshacer ? (
                <Button size="small" onClick={() => props.onDeshacer(lote)}>
                  {t('importacion.deshacer.boton')}
                </Button>
              ) : null}
              {lote.credencialesPendientes > 0 ? (
                <Button
                  size="small"
                  disabled={props.descargando}
                  onClick={() => props.onCredenciales(lote)}
                >
                  {t('importacion.credenciales.descargar')}
                </Button>
              ) : null}
            </div>
          </TableCell>
        </TableRow>
      ))}
    </TablaBase>
  );
}
