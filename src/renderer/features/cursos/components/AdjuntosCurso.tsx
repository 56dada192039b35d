import {
  Body1,
  Button,
  Caption1,
  Field,
  Input,
  Link,
  ProgressBar,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { Curso } from '@shared/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { aApiFailure } from '../../../app/apiError';
import { api } from '../../../app/api';
import { useAppDispatch } from '../../../app/hooks';
import { subirArchivo } from '../../subidas';
import { ConfirmarDialog } from '../../../ui/ConfirmarDialog';
import { ElegirArchivo } from '../../../ui/ElegirArchivo';
import { IconoBorrar, IconoDescargar } from '../../../ui/iconos';
import { useNotificar } from '../../../ui/notificaciones';
import { useBorrarAdjuntoMutation } from '../api';
import { validarAdjunto, type ErrorAdjunto } from '../cursoForm';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  lista: { margin: 0, padding: 0, listStyleType: 'none' },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  subir: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
  },
});

type Adjunto = Curso['adjuntos'][number];

/** Description, file and 'Subir' (edit mode), then the upload's progress. */
function SubirAdjunto({ curso, editando }: { curso: Curso; editando: boolean }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const notificar = useNotificar();
  const [archivo, setArchivo] = useState<File | null>(null);
  const [descripcion, setDescripcion] = useState('');
  const [error, setError] = useState<ErrorAdjunto | null>(null);
  const [progreso, setProgreso] = useState<number | null>(null);

  const subir = async () => {
    const problema = validarAdjunto(archivo);
    setError(problema);
    if (problema || !archivo) return;
    setProgreso(0);
    const r = await dispatch(
      subirArchivo('cursos.subirAdjunto', archivo, setProgreso, {
        _id: curso._id,
        descripcionAdjunto: descripcion.trim(),
      }),
    );
    setProgreso(null);
    if (!r.ok) {
      notificar.error(t('cursos.adjuntos.errorSubida'), r.falla.data.error);
      return;
    }
    dispatch(api.util.invalidateTags([{ type: 'Curso', id: curso._id }]));
    notificar.exito(t('comun.guardadoConExito'));
    setArchivo(null);
    setDescripcion('');
  };

  return (
    <>
      {editando ? (
        <div className={styles.subir}>
          <Field label={t('cursos.adjuntos.descripcion')}>
            <Input value={descripcion} onChange={(_, data) => setDescripcion(data.value)} />
          </Field>
          <Field
            label={t('cursos.adjuntos.archivo')}
            validationMessage={error ? t(`cursos.adjuntos.errores.${error}`) : undefined}
          >
            <ElegirArchivo
              etiqueta={t('cursos.adjuntos.elegir')}
              accept="application/pdf,image/jpeg,image/png,audio/mpeg,video/mp4"
              nombre={archivo?.name ?? null}
              disabled={progreso !== null}
              onElegir={(elegido) => {
                setArchivo(elegido);
                setError(null);
              }}
            />
          </Field>
          <Button disabled={progreso !== null} onClick={() => void subir()}>
            {t('cursos.adjuntos.subir')}
          </Button>
        </div>
      ) : null}
      {progreso !== null ? (
        <div>
          <Caption1>{t('comun.subida.progreso', { porcentaje: progreso })}</Caption1>
          <ProgressBar value={progreso / 100} aria-label={t('cursos.adjuntos.subir')} />
        </div>
      ) : null}
    </>
  );
}

/** The course's attachments (spec 2 and 5): download links; in edit mode upload and delete. */
export function AdjuntosCurso({ curso, editando }: { curso: Curso; editando: boolean }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const notificar = useNotificar();
  const [borrando, setBorrando] = useState<Adjunto | null>(null);
  const [borrar, estadoBorrar] = useBorrarAdjuntoMutation();

  const confirmarBorrado = async () => {
    if (!borrando) return;
    const r = await borrar({ _id: curso._id, serverFilename: borrando.serverFilename });
    if (r.error) {
      notificar.error(t('cursos.adjuntos.errorBorrar'), aApiFailure(r.error).data.error);
      return;
    }
    setBorrando(null);
  };

  return (
    <div className={styles.root}>
      {curso.adjuntos.length === 0 ? <Caption1>{t('cursos.adjuntos.vacio')}</Caption1> : null}
      <ul className={styles.lista}>
        {curso.adjuntos.map((a) => (
          <li key={a.serverFilename} className={styles.item}>
            <IconoDescargar />
            <Link href={a.url} download={a.filename}>
              {a.descripcion || a.filename}
            </Link>
            {a.descripcion ? <Caption1>({a.filename})</Caption1> : null}
            {editando ? (
              <Button
                appearance="subtle"
                size="small"
                icon={<IconoBorrar />}
                aria-label={t('cursos.adjuntos.borrarDe', { nombre: a.filename })}
                title={t('cursos.adjuntos.borrar')}
                onClick={() => setBorrando(a)}
              />
            ) : null}
          </li>
        ))}
      </ul>
      <SubirAdjunto curso={curso} editando={editando} />
      <ConfirmarDialog
        abierto={borrando !== null}
        titulo={t('cursos.adjuntos.confirmarTitulo')}
        accion={t('cursos.adjuntos.borrar')}
        enviando={estadoBorrar.isLoading}
        onCancelar={() => setBorrando(null)}
        onConfirmar={() => void confirmarBorrado()}
      >
        <Body1 as="p">{t('cursos.adjuntos.confirmar')}</Body1>
        {borrando ? <Body1 as="p">{borrando.filename}</Body1> : null}
      </ConfirmarDialog>
    </div>
  );
}
