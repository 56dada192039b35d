import { Button, TableCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import type { Multimedia } from '@shared/api';
import { formatearFecha } from '@shared/dates';
import { useTranslation } from 'react-i18next';
import { IconoBorrar, IconoEditar, IconoPlay } from '../../../ui/iconos';
import { TablaBase } from '../../../ui/TablaBase';

const useStyles = makeStyles({
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
    <TablaBase
      etiqueta={t('multimedias.tabla.titulo')}
      columnas={COLUMNAS.map((c) => ({ clave: c, texto: t(`multimedias.tabla.${c}`) }))}
      area="fondo"
      vacio={vacio}
      sinFilas={filas.length === 0}
    >
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
    </TablaBase>
  );
}
