import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { Multimedia } from '@shared/api';
import { formatearFecha } from '@shared/dates';
import { useTranslation } from 'react-i18next';
import { IconoBorrar, IconoEditar, IconoPlay } from '../../../ui/iconos';

const useStyles = makeStyles({
  contenedor: { overflowX: 'auto', backgroundColor: tokens.colorNeutralBackground1 },
  acciones: { display: 'flex', gap: '2px' },
  tags: { color: tokens.colorNeutralForeground3 },
});

export interface AccionesLeccion {
  /** canSearchM: play. */
  ver: boolean;
  /** canEditM. */
  editar: boolean;
  /** canDeleteM. */
  eliminar: boolean;
}

const COLUMNAS = ['nombre', 'tipo', 'vistas', 'fecha', 'usuario', 'tags', 'acciones'] as const;

/** The lesson table of the lesson-edit page (spec 2). */
export function TablaMultimedias({
  filas,
  acciones,
  vacio,
  onVer,
  onEditar,
  onEliminar,
}: {
  filas: readonly Multimedia[];
  acciones: AccionesLeccion;
  vacio: string;
  onVer(m: Multimedia): void;
  onEditar(m: Multimedia): void;
  onEliminar(m: Multimedia): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={styles.contenedor}>
      <Table size="small" aria-label={t('multimedias.tabla.titulo')}>
        <TableHeader>
          <TableRow>
            {COLUMNAS.map((c) => (
              <TableHeaderCell key={c}>{t(`multimedias.tabla.${c}`)}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {filas.length === 0 ? (
            <TableRow>
              <TableCell colSpan={COLUMNAS.length}>{vacio}</TableCell>
            </TableRow>
          ) : null}
          {filas.map((m) => (
            <TableRow key={m._id}>
              <TableCell>{m.nombre}</TableCell>
              <TableCell>{t(`cursos.tiposMedia.${m.tipoMedia}`)}</TableCell>
              <TableCell>{m.numVisto}</TableCell>
              <TableCell>{formatearFecha(m.timestamp)}</TableCell>
              <TableCell>{m.user?.nombre ?? ''}</TableCell>
              <TableCell className={styles.tags}>{m.tags.join(', ')}</TableCell>
              <TableCell>
                <div className={styles.acciones}>
                  {acciones.ver ? (
                    <Button
                      appearance="subtle"
                      icon={<IconoPlay />}
                      aria-label={t('multimedias.tabla.verDe', { nombre: m.nombre })}
                      title={t('multimedias.tabla.ver')}
                      onClick={() => onVer(m)}
                    />
                  ) : null}
                  {acciones.editar ? (
                    <Button
                      appearance="subtle"
                      icon={<IconoEditar />}
                      aria-label={t('multimedias.tabla.editarDe', { nombre: m.nombre })}
                      title={t('multimedias.tabla.editar')}
                      onClick={() => onEditar(m)}
                    />
                  ) : null}
                  {acciones.eliminar ? (
                    <Button
                      appearance="subtle"
                      icon={<IconoBorrar />}
                      aria-label={t('multimedias.tabla.eliminarDe', { nombre: m.nombre })}
                      title={t('multimedias.tabla.eliminar')}
                      onClick={() => onEliminar(m)}
                    />
                  ) : null}
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
