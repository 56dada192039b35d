import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import type { Tema } from '@shared/api';
import { esAdministrador } from '@shared/domain/permisos';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { aApiFailure } from '../../../app/apiError';
import { useAppSelector } from '../../../app/hooks';
import { IconoAgregar, IconoCerrar } from '../../../ui/iconos';
import { useMediaQuery } from '../../../ui/useMediaQuery';
import { selectUsuario } from '../../auth';
import { useTemasForoQuery } from '../api';
import {
  ANCHO_APILADO_PX,
  SELECCION_INICIAL,
  ordenarTemas,
  seleccionarTema,
  temaSeleccionado,
  type SeleccionForo,
  type ValoresTema,
} from '../foro';
import { useAccionesForo } from '../useAccionesForo';
import { DetalleTema } from './DetalleTema';
import { ListaTemas } from './ListaTemas';
import { NuevoTemaForm } from './NuevoTemaForm';

const useStyles = makeStyles({
  surface: { width: '95vw', maxWidth: '1100px' },
  contenido: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  barra: { display: 'flex', justifyContent: 'flex-end' },
  columnas: {
    display: 'grid',
    gridTemplateColumns: 'minmax(220px, 1fr) 2fr',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  apiladas: { gridTemplateColumns: '1fr', gap: tokens.spacingVerticalL },
  columna: { minWidth: 0 },
  izquierda: { maxHeight: '60vh', overflowY: 'auto', paddingRight: tokens.spacingHorizontalXS },
  vacio: { color: tokens.colorNeutralForeground3 },
});

/** The dialog's body: mounted while open, so each opening is a new session of views. */
function ContenidoForo({ multimediaId }: { multimediaId: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const apiladas = useMediaQuery(`(max-width: ${ANCHO_APILADO_PX}px)`);
  const admin = esAdministrador(useAppSelector(selectUsuario)?.rol);
  const consulta = useTemasForoQuery(multimediaId);
  const acciones = useAccionesForo(multimediaId);
  const [seleccion, setSeleccion] = useState<SeleccionForo>(SELECCION_INICIAL);
  const [creando, setCreando] = useState(false);
  const detalle = useRef<HTMLElement>(null);

  const temas = useMemo(() => ordenarTemas(consulta.data ?? []), [consulta.data]);
  const tema = temaSeleccionado(temas, seleccion.seleccionadoId);

  const seleccionar = (elegido: Tema) => {
    const r = seleccionarTema(seleccion, elegido._id);
    setSeleccion(r.estado);
    if (r.marcarVisto) acciones.contarVista(elegido);
    // Stacked columns put the detail under the list: bring it into view.
    if (apiladas) detalle.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const publicar = async (valores: ValoresTema): Promise<boolean> => {
    const nuevo = await acciones.crearTema(valores);
    if (!nuevo) return false;
    setCreando(false);
    seleccionar(nuevo);
    return true;
  };

  if (consulta.isLoading) return <Spinner label={t('comun.cargando')} />;
  if (consulta.isError && !consulta.data) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>
          {t('comentarios.errorCargar')}: {aApiFailure(consulta.error).data.error}
        </MessageBarBody>
        <MessageBarActions>
          <Button size="small" onClick={() => void consulta.refetch()}>
            {t('comentarios.reintentar')}
          </Button>
        </MessageBarActions>
      </MessageBar>
    );
  }

  return (
    <div className={styles.contenido}>
      {admin ? (
        <div className={styles.barra}>
          <Button
            appearance={creando ? 'secondary' : 'primary'}
            icon={<IconoAgregar />}
            aria-expanded={creando}
            onClick={() => setCreando((c) => !c)}
          >
            {t('comentarios.nuevoTema')}
          </Button>
        </div>
      ) : null}
      {admin && creando ? (
        <NuevoTemaForm
          enviando={acciones.creando}
          onPublicar={publicar}
          onCancelar={() => setCreando(false)}
        />
      ) : null}
      <div className={mergeClasses(styles.columnas, apiladas && styles.apiladas)}>
        <div className={mergeClasses(styles.columna, !apiladas && styles.izquierda)}>
          <ListaTemas
            temas={temas}
            seleccionadoId={tema?._id ?? null}
            onSeleccionar={seleccionar}
          />
        </div>
        <section ref={detalle} className={styles.columna}>
          {tema ? (
            <DetalleTema key={tema._id} tema={tema} admin={admin} acciones={acciones} />
          ) : (
            <Text className={styles.vacio}>{t('comentarios.sinSeleccion')}</Text>
          )}
        </section>
      </div>
    </div>
  );
}

export interface ForoDialogProps {
  multimediaId: string;
  abierto: boolean;
  onCerrar: () => void;
}

/** The lesson forum (spec 2, 'Foro de Discusión'): topics on the left, the selected one on the right. */
export function ForoDialog({ multimediaId, abierto, onCerrar }: ForoDialogProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <Dialog
      open={abierto}
      onOpenChange={(_, data) => {
        if (!data.open) onCerrar();
      }}
    >
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle
            action={
              <Button
                appearance="subtle"
                icon={<IconoCerrar />}
                aria-label={t('comun.cerrar')}
                onClick={onCerrar}
              />
            }
          >
            {t('comentarios.titulo')}
          </DialogTitle>
          <DialogContent>
            {abierto ? <ContenidoForo key={multimediaId} multimediaId={multimediaId} /> : null}
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
