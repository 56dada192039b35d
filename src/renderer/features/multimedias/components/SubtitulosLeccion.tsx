import {
  Button,
  Caption1,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Select,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { Multimedia, Subtitulo } from '@shared/api';
import { NOMBRES_IDIOMA } from '@shared/domain/idiomas';
import { IDIOMAS_SUBTITULO_SUGERIDOS, LIMITES_SUBTITULOS } from '@shared/domain/subtitulos';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { aApiFailure } from '../../../app/apiError';
import { ElegirArchivo } from '../../../ui/ElegirArchivo';
import { IconoBorrar } from '../../../ui/iconos';
import { useNotificar } from '../../../ui/notificaciones';
import { useBorrarSubtituloMutation, useSubirSubtituloMutation } from '../apiSubtitulos';

const useStyles = makeStyles({
  seccion: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    paddingTop: tokens.spacingVerticalM,
  },
  lista: { margin: 0, padding: 0, listStyleType: 'none' },
  fila: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  campos: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
    alignItems: 'flex-end',
  },
});

const ACEPTA_VTT = '.vtt,text/vtt';

/**
 * The "Subtítulos" section of the lesson dialog (issue 16): the captions of a saved video
 * lesson, one per language; each upload is checked by the server (WebVTT, UTF-8, 512 KB)
 * and its Spanish message, which names the line, is shown as is.
 */
export function SubtitulosLeccion({ multimedia }: { multimedia?: Multimedia }) {
  const { t } = useTranslation();
  const styles = useStyles();
  if (!multimedia) {
    return (
      <section className={styles.seccion} aria-label={t('subtitulos.seccion')}>
        <Subtitle2>{t('subtitulos.seccion')}</Subtitle2>
        <Caption1>{t('subtitulos.guardarPrimero')}</Caption1>
      </section>
    );
  }
  if (multimedia.tipoMedia !== 'Video') return null;
  return <SubtitulosDeVideo multimedia={multimedia} />;
}

/** The state and actions of the captions section: the list as the server last answered. */
function useSubtitulosLeccion(multimedia: Multimedia) {
  const { t } = useTranslation();
  const notificar = useNotificar();
  const [subir, subida] = useSubirSubtituloMutation();
  const [borrar, borrado] = useBorrarSubtituloMutation();
  const [lista, setLista] = useState<Subtitulo[]>(multimedia.subtitulos);
  const [error, setError] = useState<string | null>(null);

  /** Uploads (or replaces) one language; true when the server kept it. */
  const enviar = async (archivo: File | null, idioma: string, etiqueta: string) => {
    setError(null);
    if (!archivo) {
      setError(t('subtitulos.sinArchivo'));
      return false;
    }
    const r = await subir({ multimediaId: multimedia._id, idioma, etiqueta, archivo });
    if (r.error) {
      setError(aApiFailure(r.error).data.error);
      return false;
    }
    const nuevo = r.data;
    setLista((previa) =>
      [...previa.filter((s) => s.idioma !== nuevo.idioma), nuevo].sort((a, b) =>
        a.idioma.localeCompare(b.idioma),
      ),
    );
    notificar.exito(t('subtitulos.subido', { etiqueta: nuevo.etiqueta }));
    return true;
  };

  const quitar = async (s: Subtitulo) => {
    setError(null);
    const r = await borrar({ multimediaId: multimedia._id, idioma: s.idioma });
    if (r.error) {
      notificar.error(t('subtitulos.errorQuitar'), aApiFailure(r.error).data.error);
      return;
    }
    setLista((previa) => previa.filter((x) => x.idioma !== s.idioma));
    notificar.exito(t('subtitulos.quitado', { etiqueta: s.etiqueta }));
  };

  return {
    lista,
    error,
    limpiarError: () => setError(null),
    enviar,
    quitar,
    subiendo: subida.isLoading,
    ocupado: subida.isLoading || borrado.isLoading,
  };
}

type EstadoSubtitulos = ReturnType<typeof useSubtitulosLeccion>;

/** The captions the lesson has, each with Reemplazar and Quitar. */
function ListaSubtitulos({ estado }: { estado: EstadoSubtitulos }) {
  const { t } = useTranslation();
  const styles = useStyles();
  if (estado.lista.length === 0) return <Caption1>{t('subtitulos.ninguno')}</Caption1>;
  return (
    <ul className={styles.lista} aria-label={t('subtitulos.seccion')}>
      {estado.lista.map((s) => (
        <li key={s.idioma} className={styles.fila}>
          <span>{t('subtitulos.fila', { etiqueta: s.etiqueta, idioma: s.idioma })}</span>
          <ElegirArchivo
            etiqueta={t('subtitulos.reemplazar', { etiqueta: s.etiqueta })}
            accept={ACEPTA_VTT}
            nombre={null}
            disabled={estado.ocupado}
            onElegir={(f) => void estado.enviar(f, s.idioma, s.etiqueta)}
          />
          <Button
            appearance="subtle"
            icon={<IconoBorrar />}
            disabled={estado.ocupado}
            onClick={() => void estado.quitar(s)}
          >
            {t('subtitulos.quitar', { etiqueta: s.etiqueta })}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** A new caption: language, optional label, the .vtt file and 'Subir subtítulos'. */
function NuevoSubtitulo({ estado }: { estado: EstadoSubtitulos }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [idioma, setIdioma] = useState<string>(IDIOMAS_SUBTITULO_SUGERIDOS[0]);
  const [etiqueta, setEtiqueta] = useState('');
  const [archivo, setArchivo] = useState<File | null>(null);
  const subir = async () => {
    if (await estado.enviar(archivo, idioma, etiqueta)) {
      setArchivo(null);
      setEtiqueta('');
    }
  };
  return (
    <>
      <div className={styles.campos}>
        <Field label={t('subtitulos.idioma')}>
          <Select value={idioma} onChange={(_, d) => setIdioma(d.value)}>
            {IDIOMAS_SUBTITULO_SUGERIDOS.map((c) => (
              <option key={c} value={c}>
                {NOMBRES_IDIOMA[c]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('subtitulos.etiqueta')} hint={t('subtitulos.etiquetaAyuda')}>
          <Input
            value={etiqueta}
            maxLength={LIMITES_SUBTITULOS.etiquetaMax}
            onChange={(_, d) => setEtiqueta(d.value)}
          />
        </Field>
      </div>
      <ElegirArchivo
        etiqueta={t('subtitulos.archivo')}
        accept={ACEPTA_VTT}
        nombre={archivo?.name ?? null}
        disabled={estado.ocupado}
        onElegir={(f) => {
          estado.limpiarError();
          setArchivo(f);
        }}
      />
      <div>
        <Button appearance="secondary" disabled={estado.ocupado} onClick={() => void subir()}>
          {estado.subiendo ? t('subtitulos.subiendo') : t('subtitulos.subir')}
        </Button>
      </div>
    </>
  );
}

function SubtitulosDeVideo({ multimedia }: { multimedia: Multimedia }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const estado = useSubtitulosLeccion(multimedia);
  return (
    <section className={styles.seccion} aria-label={t('subtitulos.seccion')}>
      <Subtitle2>{t('subtitulos.seccion')}</Subtitle2>
      <Caption1>{t('subtitulos.ayuda')}</Caption1>
      <ListaSubtitulos estado={estado} />
      <NuevoSubtitulo estado={estado} />
      {estado.error ? (
        <MessageBar intent="error">
          <MessageBarBody role="alert">
            {t('subtitulos.errorSubir')}: {estado.error}
          </MessageBarBody>
        </MessageBar>
      ) : null}
    </section>
  );
}
