import { Button, Caption1, ProgressBar, makeStyles, tokens } from '@fluentui/react-components';
import type { Multimedia } from '@shared/api';
import type { Descarga } from '@shared/bridge';
import { useTranslation } from 'react-i18next';
import { useNotificar } from '../../../ui/notificaciones';
import type { AlmacenDescargas } from '../almacen';
import { enEscritorio, useDescargas } from '../useDescargas';
import {
  accionesDescarga,
  argumentosDescarga,
  esDescargable,
  vistaDescarga,
  type AccionDescarga,
  type VistaDescarga,
} from '../vista';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: `0 ${tokens.spacingHorizontalM} ${tokens.spacingVerticalS}`,
  },
  fila: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  error: { color: tokens.colorPaletteRedForeground1 },
});

type Leccion = Pick<Multimedia, '_id' | 'nombre' | 'curso' | 'tipoMedia' | 'sources' | 'tamano'>;

const CLAVES_ACCION = {
  descargar: 'descargas.descargar',
  cancelar: 'descargas.cancelar',
  reanudar: 'descargas.reanudar',
  reintentar: 'descargas.reintentar',
  quitar: 'descargas.quitar',
} as const satisfies Record<AccionDescarga, string>;

/** Runs one button's action; failures are toasts with the main process's Spanish reason. */
export function useAccionDescarga(almacen: AlmacenDescargas | null) {
  const { t } = useTranslation();
  const notificar = useNotificar();
  return async (accion: AccionDescarga, leccion: Pick<Leccion, '_id'> & Partial<Leccion>) => {
    if (!almacen) return;
    try {
      if (accion === 'quitar') await almacen.eliminar(leccion._id);
      else if (accion === 'cancelar') await almacen.cancelar(leccion._id);
      else {
        const args = leccion.sources ? argumentosDescarga(leccion as Leccion) : null;
        if (args) await almacen.iniciar(args);
      }
    } catch (error) {
      const titulo = accion === 'quitar' ? 'descargas.errores.quitar' : 'descargas.errores.iniciar';
      notificar.error(t(titulo), error instanceof Error ? error.message : undefined);
    }
  };
}

/** The state line of a download: bar, percent and speed, size, or the error. */
export function EstadoDescarga({ vista, nombre }: { vista: VistaDescarga; nombre: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  switch (vista.tipo) {
    case 'sin-descargar':
      return null;
    case 'en-curso':
      return (
        <>
          <ProgressBar
            value={vista.porcentaje === null ? undefined : vista.porcentaje / 100}
            aria-label={t('descargas.barra', { nombre })}
          />
          <Caption1>
            {vista.porcentaje === null
              ? t('descargas.progresoSinTotal', vista)
              : t('descargas.progreso', {
                  porcentaje: vista.porcentaje,
                  velocidad: vista.velocidad,
                })}
          </Caption1>
        </>
      );
    case 'pausada':
      return <Caption1>{t('descargas.pausada', { porcentaje: vista.porcentaje ?? 0 })}</Caption1>;
    case 'completa':
      return <Caption1>{t('descargas.descargada', { tamano: vista.tamano })}</Caption1>;
    case 'error':
      return (
        <Caption1 className={styles.error} role="alert">
          {vista.mensaje ?? t('descargas.errores.fallo')}
        </Caption1>
      );
  }
}

/** The download of one lesson as shown on its card (desktop only; links have none). */
export function VistaDescargaLeccion({
  leccion,
  descarga,
  onAccion,
}: {
  leccion: Leccion;
  descarga: Descarga | undefined;
  onAccion(accion: AccionDescarga): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  if (!esDescargable(leccion)) return null;
  const vista = vistaDescarga(descarga);
  return (
    <div className={styles.root}>
      <EstadoDescarga vista={vista} nombre={leccion.nombre} />
      <div className={styles.fila}>
        {accionesDescarga(vista).map((accion) => (
          <Button
            key={accion}
            size="small"
            appearance={accion === 'descargar' ? 'secondary' : 'subtle'}
            aria-label={`${t(CLAVES_ACCION[accion])}: ${leccion.nombre}`}
            onClick={() => onAccion(accion)}
          >
            {t(CLAVES_ACCION[accion])}
          </Button>
        ))}
      </div>
    </div>
  );
}

/** Connected version for the lesson card: reads the shared list and runs the actions. */
export function DescargaLeccion({ leccion }: { leccion: Leccion }) {
  const { lista, almacen } = useDescargas();
  const ejecutar = useAccionDescarga(almacen);
  if (!enEscritorio() || !almacen) return null;
  return (
    <VistaDescargaLeccion
      leccion={leccion}
      descarga={lista.find((d) => d.multimediaId === leccion._id)}
      onAccion={(accion) => void ejecutar(accion, leccion)}
    />
  );
}
