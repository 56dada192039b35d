import {
  Badge,
  Dropdown,
  Field,
  Option,
  TableCell,
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
import { TablaBase } from '../../../ui/TablaBase';
import { totalPaginas } from '@shared/domain/paginacion';

const useStyles = makeStyles({
  filtro: { maxWidth: '240px' },
  motivo: { whiteSpace: 'normal', color: tokens.colorNeutralForeground2 },
});

const COLUMNAS = ['fila', 'email', 'nombre', 'estado', 'detalle'] as const;

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
      <TablaBase
        etiqueta={t('importacion.filas.titulo')}
        columnas={COLUMNAS.map((c) => ({ clave: c, texto: t(`importacion.filas.${c}`) }))}
        area="alta320"
        ajuste="contenido"
        vacio={t('importacion.filas.vacio')}
        sinFilas={props.filas.length === 0}
      >
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
      </TablaBase>
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
