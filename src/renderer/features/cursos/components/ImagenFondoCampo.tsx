import {
  Button,
  Caption1,
  Field,
  ProgressBar,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IconoSubir } from '../../../ui/iconos';
import { TIPOS_IMAGEN_FONDO } from '../cursoForm';
import { useSubidaImagenFondo } from '../useSubidaImagenFondo';

const useStyles = makeStyles({
  fila: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  oculto: { display: 'none' },
});

/**
 * The course background (spec 2 Uploaders, spec 5: an image of at most 10 MB), uploaded
 * through POST /api/upload as soon as it is chosen; the form keeps the server name.
 */
export function ImagenFondoCampo({
  valor,
  onCambio,
  onSubiendo,
}: {
  valor: string | null;
  onCambio(nombreServidor: string | null): void;
  onSubiendo(subiendo: boolean): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const entrada = useRef<HTMLInputElement>(null);
  const { progreso, nombre, mensaje, elegir } = useSubidaImagenFondo(onCambio, onSubiendo);

  return (
    <Field
      label={t('cursos.form.imagen.etiqueta')}
      hint={t('cursos.form.imagen.ayuda')}
      validationMessage={mensaje}
    >
      <div className={styles.fila}>
        <input
          ref={entrada}
          className={styles.oculto}
          type="file"
          accept={TIPOS_IMAGEN_FONDO.join(',')}
          aria-label={t('cursos.form.imagen.elegir')}
          onChange={(event) => {
            void elegir(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button
          icon={<IconoSubir />}
          disabled={progreso !== null}
          onClick={() => entrada.current?.click()}
        >
          {t('cursos.form.imagen.elegir')}
        </Button>
        {valor ? (
          <>
            <Caption1>{nombre ?? t('cursos.form.imagen.actual')}</Caption1>
            <Button appearance="subtle" size="small" onClick={() => onCambio(null)}>
              {t('cursos.form.imagen.quitar')}
            </Button>
          </>
        ) : null}
      </div>
      {progreso !== null ? (
        <div>
          <Caption1>{t('comun.subida.progreso', { porcentaje: progreso })}</Caption1>
          <ProgressBar value={progreso / 100} aria-label={t('cursos.form.imagen.etiqueta')} />
        </div>
      ) : null}
    </Field>
  );
}
