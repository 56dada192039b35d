import {
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  TableCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { Multimedia } from '@shared/api';
import type { Descarga } from '@shared/bridge';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotificar } from '../../../ui/notificaciones';
import { TablaBase } from '../../../ui/TablaBase';
import { enEscritorio, useDescargas } from '../useDescargas';
import { argumentosDescarga, faltantesDelCurso, resumenDescargas } from '../vista';
import { EstadoDescarga, useAccionDescarga } from './DescargaLeccion';

const useStyles = makeStyles({
  acciones: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  contenido: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const COLUMNAS = ['leccion', 'estado', 'tamano', 'acciones'] as const;

/** Every download of this PC with its size, state and 'Quitar' (or 'Cancelar' while running). */
export function ListaDescargas({
  lista,
  onAccion,
}: {
  lista: readonly Descarga[];
  onAccion(accion: 'quitar' | 'cancelar', multimediaId: string): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { filas, total } = resumenDescargas(lista);
  if (filas.length === 0) return <Body1>{t('descargas.lista.vacia')}</Body1>;
  return (
    <>
      <TablaBase
        etiqueta={t('descargas.lista.titulo')}
        columnas={COLUMNAS.map((c) => ({ clave: c, texto: t(`descargas.lista.${c}`) }))}
        area="ninguna"
      >
        {filas.map((f) => {
          const accion = f.estado === 'en-curso' ? 'cancelar' : 'quitar';
          return (
            <TableRow key={f.multimediaId}>
              <TableCell>{f.nombre}</TableCell>
              <TableCell>
                <EstadoDescarga vista={f.vista} nombre={f.nombre} />
              </TableCell>
              <TableCell>{f.tamano}</TableCell>
              <TableCell>
                <div className={styles.acciones}>
                  <Button
                    size="small"
                    aria-label={`${t(`descargas.${accion}`)}: ${f.nombre}`}
                    onClick={() => onAccion(accion, f.multimediaId)}
                  >
                    {t(`descargas.${accion}`)}
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TablaBase>
      <Caption1>{t('descargas.lista.total', { tamano: total })}</Caption1>
    </>
  );
}

/**
 * The course page's download actions (desktop only): 'Descargar curso' starts every lesson
 * with a file that is not on this PC yet (links are skipped), and 'Descargas' opens the
 * list of everything downloaded here.
 */
export function DescargasCurso({ lecciones }: { lecciones: readonly Multimedia[] }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const notificar = useNotificar();
  const { lista, almacen } = useDescargas();
  const ejecutar = useAccionDescarga(almacen);
  const [abierta, setAbierta] = useState(false);
  if (!enEscritorio() || !almacen) return null;

  const descargarCurso = async () => {
    const faltan = faltantesDelCurso(lecciones, lista);
    if (faltan.length === 0) {
      notificar.aviso(t('descargas.cursoDescargado'));
      return;
    }
    // One after another: the main process checks free space against each file in turn.
    for (const l of faltan) {
      const args = argumentosDescarga(l);
      if (!args) continue;
      try {
        await almacen.iniciar(args);
      } catch (error) {
        notificar.error(
          t('descargas.errores.iniciar'),
          error instanceof Error ? error.message : undefined,
        );
        return;
      }
    }
    notificar.exito(t('descargas.descargarCursoHecho', { count: faltan.length }));
  };

  return (
    <div className={styles.acciones}>
      <Button onClick={() => void descargarCurso()}>{t('descargas.descargarCurso')}</Button>
      <Button appearance="subtle" onClick={() => setAbierta(true)}>
        {t('descargas.lista.abrir')}
      </Button>
      {abierta ? (
        <Dialog open onOpenChange={(_, data) => setAbierta(data.open)}>
          <DialogSurface>
            <DialogBody>
              <DialogTitle>{t('descargas.lista.titulo')}</DialogTitle>
              <DialogContent className={styles.contenido}>
                <ListaDescargas
                  lista={lista}
                  onAccion={(accion, multimediaId) => void ejecutar(accion, { _id: multimediaId })}
                />
              </DialogContent>
              <DialogActions>
                <Button appearance="primary" onClick={() => setAbierta(false)}>
                  {t('descargas.lista.cerrar')}
                </Button>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      ) : null}
    </div>
  );
}
