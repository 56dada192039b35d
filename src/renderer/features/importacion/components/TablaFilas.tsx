import {
  Badge,
  Dropdown,
  Field,
  Option,
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
import type { FilaImportacion } from '@shared/api';
import {
  ESTADOS_FILA,
  FILAS_POR_PAGINA_IMPORTACION,
  type EstadoFilaImportacion,
} from '@shared/domain/importacion';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Paginacion } from '../../../ui/Paginacion';
import { totalPaginas } from '../../usuarios/listado';

const useStyles = makeStyles({
  area: { maxHeight: '320px', overflow: 'auto' },
  tabla: { tableLayout: 'auto' },
  filtro: { maxWidth: '240px' },
  motivo: { whiteSpace: 'normal', color: tokens.colorNeutralForeground2 },
});

const COLOR_ESTADO: Record<EstadoFilaImportacion, BadgeProps['color']> = {
  nuevo: 'success',
  actualizado: 'informative',
  sinCambios: 'subtle',
  error: 'danger',
};

/** Why a row is what it is: its errors, or the fields an update would change. */
export function detalleFila(fila: FilaImportacion, t: TFunction): string {
  if (fila.estado === 'error') return fila.errores.join('; ');
  if (fila.estado === 'actualizado' && fila.cambios.length > 0) {
    return t('importacion.filas.cambios', { campos: fila.cambios.join(', ') });
  }
  return '';
}

export interface TablaFilasProps {
  filas: readonly FilaImportacion[];
  total: number;
  pagina: number;
  estado: EstadoFilaImportacion | null;
  onPagina(pagina: number): void;
  onEstado(estado: EstadoFilaImportacion | null): void;
}

/** The dry run row by row (paged on the server), optionally only one status. */
export function TablaFilas(props: TablaFilasProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const etiquetaEstado = props.estado
    ? t(`importacion.estadosFila.${props.estado}`)
    : t('importacion.filas.todos');
  return (
    <>
      <Field label={t('importacion.filas.filtro')} className={styles.filtro}>
        <Dropdown
          value={etiquetaEstado}
          selectedOptions={[props.estado ?? '']}
          onOptionSelect={(_, data) => {
            const valor = ESTADOS_FILA.find((e) => e === data.optionValue);
            props.onEstado(valor ?? null);
          }}
        >
          <Option value="">{t('importacion.filas.todos')}</Option>
          {ESTADOS_FILA.map((e) => (
            <Option key={e} value={e}>
              {t(`importacion.estadosFila.${e}`)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <div className={styles.area}>
        <Table size="small" className={styles.tabla} aria-label={t('importacion.filas.titulo')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('importacion.filas.fila')}</TableHeaderCell>
              <TableHeaderCell>{t('importacion.filas.email')}</TableHeaderCell>
              <TableHeaderCell>{t('importacion.filas.nombre')}</TableHeaderCell>
              <TableHeaderCell>{t('importacion.filas.estado')}</TableHeaderCell>
              <TableHeaderCell>{t('importacion.filas.detalle')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {props.filas.map((f) => (
              <TableRow key={f.fila}>
                <TableCell>{f.fila}</TableCell>
                <TableCell>{f.email}</TableCell>
                <TableCell>{f.nombre}</TableCell>
                <TableCell>
                  <Badge appearance="tint" color={COLOR_ESTADO[f.estado]}>
                    {t(`importacion.estadosFila.${f.estado}`)}
                  </Badge>
                </TableCell>
                <TableCell className={styles.motivo}>{detalleFila(f, t)}</TableCell>
              </TableRow>
            ))}
            {props.filas.length === 0 ? (
              <TableRow>
                <TableCell colSpan={5}>{t('importacion.filas.vacio')}</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </div>
      <Paginacion
        pagina={props.pagina}
        paginas={totalPaginas(props.total, FILAS_POR_PAGINA_IMPORTACION)}
        total={props.total}
        limite={FILAS_POR_PAGINA_IMPORTACION}
        tamanos={[FILAS_POR_PAGINA_IMPORTACION]}
        onPagina={props.onPagina}
        onLimite={() => undefined}
      />
    </>
  );
}
