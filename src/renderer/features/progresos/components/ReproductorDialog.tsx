import { Dialog, DialogSurface, makeStyles, useId } from '@fluentui/react-components';
import { ReproductorLeccion } from './Reproductor';

const useStyles = makeStyles({
  superficie: {
    width: 'min(1100px, 96vw)',
    maxWidth: '96vw',
    maxHeight: '94vh',
    overflowY: 'auto',
    '@media (max-width: 600px)': { padding: '12px' },
  },
});

/**
 * The multimedia player as a dialog (spec 2), opened from the course's lesson cards. Its
 * content mounts per opening (one view, fresh signed source) and reports progress on close.
 */
export function ReproductorDialog({
  multimediaId,
  abierto,
  onCerrar,
}: {
  multimediaId: string | null;
  abierto: boolean;
  onCerrar(): void;
}) {
  const styles = useStyles();
  const tituloId = useId('reproductor-titulo');
  return (
    <Dialog
      open={abierto && multimediaId !== null}
      onOpenChange={(_, data) => {
        if (!data.open) onCerrar();
      }}
    >
      <DialogSurface className={styles.superficie} aria-labelledby={tituloId}>
        {multimediaId ? (
          <ReproductorLeccion
            key={multimediaId}
            multimediaId={multimediaId}
            tituloId={tituloId}
            onCerrar={onCerrar}
          />
        ) : null}
      </DialogSurface>
    </Dialog>
  );
}
