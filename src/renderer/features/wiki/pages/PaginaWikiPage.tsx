import { Button, Caption1, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { formatearFecha } from '@shared/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { aApiFailure } from '../../../app/apiError';
import { ConfirmarDialog } from '../../../ui/ConfirmarDialog';
import { EnlaceInterno } from '../../../ui/EnlaceInterno';
import { Pagina } from '../../../ui/Pagina';
import { IconoBorrar, IconoEditar } from '../../../ui/iconos';
import { useNotificar } from '../../../ui/notificaciones';
import { useEliminarPaginaWikiMutation, usePaginaWikiQuery } from '../api';
import { Ambito } from '../components/Ambito';
import { MarkdownWiki } from '../components/MarkdownWiki';
import { NoEncontrada } from '../components/NoEncontrada';
import { rutaPaginaWiki, usePermisosWiki } from '../permisos';

const useStyles = makeStyles({
  meta: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** /wiki/:slug: one help page, with edit, history and delete for whoever may. */
export function PaginaWikiPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const notificar = useNotificar();
  const permisos = usePermisosWiki();
  const { data: pagina, error, isLoading } = usePaginaWikiQuery(slug);
  const [eliminar, eliminacion] = useEliminarPaginaWikiMutation();
  const [confirmando, setConfirmando] = useState(false);

  if (isLoading) return <Spinner size="small" label={t('comun.cargando')} />;
  if (!pagina) return <NoEncontrada error={error} />;

  const borrar = async () => {
    try {
      await eliminar(pagina._id).unwrap();
      notificar.exito(t('wiki.eliminada'));
      void navigate('/wiki');
    } catch (e) {
      notificar.error(aApiFailure(e).data.error);
    }
    setConfirmando(false);
  };
  const fecha = formatearFecha(pagina.actualizadoEn);

  return (
    <Pagina
      cabecera={{
        titulo: pagina.titulo,
        acciones: (
          <>
            <Button onClick={() => void navigate(`${rutaPaginaWiki(pagina.slug)}/historial`)}>
              {t('wiki.historial')}
            </Button>
            {permisos.editar ? (
              <Button
                icon={<IconoEditar />}
                onClick={() => void navigate(`${rutaPaginaWiki(pagina.slug)}/editar`)}
              >
                {t('wiki.editar')}
              </Button>
            ) : null}
            {permisos.eliminar ? (
              <Button icon={<IconoBorrar />} onClick={() => setConfirmando(true)}>
                {t('wiki.eliminar')}
              </Button>
            ) : null}
          </>
        ),
      }}
    >
      <div className={styles.meta}>
        <Ambito cursoNombre={pagina.cursoNombre} />
        <Caption1>
          {pagina.actualizadoPor
            ? t('wiki.actualizada', { fecha, autor: pagina.actualizadoPor })
            : t('wiki.actualizadaSinAutor', { fecha })}
        </Caption1>
      </div>
      <MarkdownWiki markdown={pagina.cuerpo} etiqueta={pagina.titulo} />
      <EnlaceInterno to="/wiki">{t('wiki.volver')}</EnlaceInterno>
      <ConfirmarDialog
        abierto={confirmando}
        titulo={t('wiki.eliminarTitulo')}
        accion={t('wiki.eliminar')}
        enviando={eliminacion.isLoading}
        onConfirmar={() => void borrar()}
        onCancelar={() => setConfirmando(false)}
      >
        {t('wiki.eliminarTexto', { titulo: pagina.titulo })}
      </ConfirmarDialog>
    </Pagina>
  );
}
