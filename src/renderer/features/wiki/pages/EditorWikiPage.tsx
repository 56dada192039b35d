import {
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { PaginaWiki } from '@shared/api/wiki';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { aApiFailure, type ApiFailure } from '../../../app/apiError';
import { Pagina } from '../../../ui/Pagina';
import { useNotificar } from '../../../ui/notificaciones';
import {
  useActualizarPaginaWikiMutation,
  useCrearPaginaWikiMutation,
  useCursosParaWikiQuery,
  usePaginaWikiQuery,
} from '../api';
import { CamposWiki, type ValoresWiki } from '../components/CamposWiki';
import { MarkdownWiki } from '../components/MarkdownWiki';
import { rutaPaginaWiki } from '../permisos';

const useStyles = makeStyles({
  columnas: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  campos: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  vista: {
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    minHeight: '200px',
  },
  acciones: { display: 'flex', gap: tokens.spacingHorizontalM },
});

/** /wiki/nueva and /wiki/:slug/editar: the page's form beside a live preview. */
export function EditorWikiPage() {
  const { slug } = useParams();
  const { t } = useTranslation();
  const existente = usePaginaWikiQuery(slug ?? '', { skip: slug === undefined });
  if (slug !== undefined && !existente.data) {
    if (existente.isLoading) return <Spinner size="small" label={t('comun.cargando')} />;
    return (
      <MessageBar intent="error">
        <MessageBarBody>{t('wiki.noEncontrada')}</MessageBarBody>
      </MessageBar>
    );
  }
  return <FormularioWiki key={existente.data?._id ?? 'nueva'} pagina={existente.data} />;
}

/** "Everyone", then the caller's courses (and the page's own, should it not be among them). */
function useOpcionesCurso(pagina: PaginaWiki | undefined) {
  const { t } = useTranslation();
  const cursos = useCursosParaWikiQuery(undefined);
  const opciones = [
    { valor: '', texto: t('wiki.editor.todos') },
    ...(cursos.data ?? []).map((c) => ({ valor: c._id, texto: c.nombre })),
  ];
  if (pagina?.cursoId && !opciones.some((o) => o.valor === pagina.cursoId)) {
    opciones.push({ valor: pagina.cursoId, texto: pagina.cursoNombre ?? pagina.cursoId });
  }
  return opciones;
}

function FormularioWiki({ pagina }: { pagina: PaginaWiki | undefined }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const notificar = useNotificar();
  const [crear, creacion] = useCrearPaginaWikiMutation();
  const [actualizar, actualizacion] = useActualizarPaginaWikiMutation();
  const [valores, setValores] = useState<ValoresWiki>({
    titulo: pagina?.titulo ?? '',
    slug: pagina?.slug ?? '',
    cursoId: pagina?.cursoId ?? '',
    cuerpo: pagina?.cuerpo ?? '',
  });
  const [falla, setFalla] = useState<ApiFailure | null>(null);
  const guardando = creacion.isLoading || actualizacion.isLoading;
  const opciones = useOpcionesCurso(pagina);

  const guardar = async () => {
    setFalla(null);
    const datos = { ...valores, cursoId: valores.cursoId === '' ? null : valores.cursoId };
    try {
      const guardada = pagina
        ? await actualizar({
            id: pagina._id,
            cuerpo: { ...datos, version: pagina.version },
          }).unwrap()
        : await crear(datos).unwrap();
      notificar.exito(t('wiki.editor.guardada'));
      void navigate(rutaPaginaWiki(guardada.slug));
    } catch (e) {
      setFalla(aApiFailure(e));
    }
  };

  return (
    <Pagina
      cabecera={{
        titulo: pagina
          ? t('wiki.editor.tituloEditar', { titulo: pagina.titulo })
          : t('wiki.editor.tituloNueva'),
      }}
    >
      {falla ? (
        <MessageBar intent="error">
          <MessageBarBody>{falla.data.error}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.columnas}>
        <form
          className={styles.campos}
          onSubmit={(e) => {
            e.preventDefault();
            void guardar();
          }}
        >
          <CamposWiki
            valores={valores}
            cambiar={(parcial) => setValores((v) => ({ ...v, ...parcial }))}
            errores={falla?.data.fields ?? {}}
            cursos={opciones}
          />
          <div className={styles.acciones}>
            <Button appearance="primary" type="submit" disabled={guardando}>
              {guardando ? t('wiki.editor.guardando') : t('wiki.editor.guardar')}
            </Button>
            <Button onClick={() => void navigate(pagina ? rutaPaginaWiki(pagina.slug) : '/wiki')}>
              {t('wiki.editor.cancelar')}
            </Button>
          </div>
        </form>
        <section className={styles.vista} aria-label={t('wiki.editor.vistaPrevia')}>
          <Subtitle2 as="h2">{t('wiki.editor.vistaPrevia')}</Subtitle2>
          {valores.cuerpo.trim() === '' ? (
            <p>{t('wiki.editor.vistaPreviaVacia')}</p>
          ) : (
            <MarkdownWiki markdown={valores.cuerpo} />
          )}
        </section>
      </div>
    </Pagina>
  );
}
