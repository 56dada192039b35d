import {
  Avatar,
  Button,
  Caption1,
  Field,
  ProgressBar,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { FOTO_TIPOS } from '@shared/domain/usuarios';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useNotificar } from '../../../ui/notificaciones';
import { selectUsuario } from '../../auth';
import { validarFoto, type ErrorFoto } from '../perfilForm';
import { subirFoto } from '../thunks';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  columna: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: '220px',
  },
  oculto: { display: 'none' },
});

/** The profile photo (spec 2, Uploaders: photo, 1 MB max): current picture and upload. */
export function FotoPerfil() {
  const { t } = useTranslation();
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const notificar = useNotificar();
  const usuario = useAppSelector(selectUsuario);
  const entrada = useRef<HTMLInputElement>(null);
  const [progreso, setProgreso] = useState<number | null>(null);
  const [error, setError] = useState<ErrorFoto | null>(null);
  const nombre = usuario ? `${usuario.nombre} ${usuario.apellidos}`.trim() : '';
  // <img> sends no token: photos are served by an unguessable name (src/shared/api/usuarios.ts).
  const src = usuario?.foto ? `/api/usuarios/foto/${encodeURIComponent(usuario.foto)}` : undefined;

  const elegir = async (archivo: File | undefined) => {
    if (!archivo) return;
    const problema = validarFoto(archivo);
    setError(problema);
    if (problema) return;
    setProgreso(0);
    const r = await dispatch(subirFoto(archivo, setProgreso));
    setProgreso(null);
    if (r.ok) notificar.exito(t('perfil.foto.exito'));
    else notificar.error(t('perfil.foto.error'), r.falla.data.error);
  };

  return (
    <div className={styles.root}>
      <Avatar
        size={96}
        name={nombre}
        image={src ? { src, alt: t('perfil.foto.alt') } : undefined}
      />
      <div className={styles.columna}>
        <input
          ref={entrada}
          className={styles.oculto}
          type="file"
          accept={FOTO_TIPOS.join(',')}
          aria-label={t('perfil.foto.elegir')}
          onChange={(event) => {
            void elegir(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Field validationMessage={error ? t(`perfil.foto.errores.${error}`) : undefined}>
          <Button disabled={progreso !== null} onClick={() => entrada.current?.click()}>
            {t('perfil.foto.elegir')}
          </Button>
        </Field>
        <Caption1>{t('perfil.foto.ayuda')}</Caption1>
        {progreso !== null ? (
          <Field label={t('perfil.foto.subiendo', { porcentaje: progreso })}>
            <ProgressBar value={progreso / 100} />
          </Field>
        ) : null}
      </div>
    </div>
  );
}
