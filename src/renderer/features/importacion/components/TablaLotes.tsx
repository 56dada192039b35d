import {
  Badge,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
  type BadgeProps,
} from '@fluentui/react-components';
import type { Lote } from '@shared/api';
import type { EstadoLote } from '@shared/domain/importacion';
import { formatearFecha } from '@shared/dates';
import { useTranslation } from 'react-i18next';
import { resumenLote } from '../lote';

const useStyles = makeStyles({
  area: { maxHeight: '420px', overflow: 'auto' },
  tabla: { tableLayout: 'auto' },
  acciones: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

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
    <div className={styles.area}>
      <Table size="small" className={styles.tabla} aria-label={t('importacion.historial.titulo')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('importacion.historial.fecha')}</TableHeaderCell>
            <TableHeaderCell>{t('importacion.historial.por')}</TableHeaderCell>
            <TableHeaderCell>{t('importacion.historial.archivo')}</TableHeaderCell>
            <TableHeaderCell>{t('importacion.historial.estado')}</TableHeaderCell>
            <TableHeaderCell>{t('importacion.historial.conteos')}</TableHeaderCell>
            <TableHeaderCell>{t('importacion.historial.acciones')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
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
          {props.lotes.length === 0 ? (
            <TableRow>
              <TableCell colSpan={6}>{t('importacion.historial.vacio')}</TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </div>
  );
}
