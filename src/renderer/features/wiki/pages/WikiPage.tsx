import {
  Body1,
  Button,
  Field,
  Link,
  MessageBar,
  MessageBarBody,
  SearchBox,
  Spinner,
} from '@fluentui/react-components';
import { formatearFecha } from '@shared/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { aApiFailure } from '../../../app/apiError';
import { Pagina } from '../../../ui/Pagina';
import { IconoAgregar } from '../../../ui/iconos';
import { useDebounce } from '../../../ui/useDebounce';
import { usePaginasWikiQuery } from '../api';
import { ListaPaginasWiki } from '../components/ListaPaginasWiki';
import { ResultadosWiki } from '../components/ResultadosWiki';
import { usePermisosWiki } from '../permisos';

const ESPERA_BUSQUEDA_MS = 300;

/**
 * /wiki: the help pages the user may read, a search box (Spanish, with or without accents;
 * the server ranks), the external wiki when the server has one, and "Nueva página" for
 * whoever may write.
 */
export function WikiPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const permisos = usePermisosWiki();
  const [texto, setTexto] = useState('');
  const q = useDebounce(texto.trim(), ESPERA_BUSQUEDA_MS);
  const lista = usePaginasWikiQuery(undefined);
  const externa = lista.data?.externa ?? null;
  const paginas = lista.data?.data ?? [];

  return (
    <Pagina
      cabecera={{
        titulo: t('wiki.titulo'),
        cargando: lista.isFetching && !lista.isLoading,
        acciones: (
          <>
            {externa ? (
              // Opened outside the app: the desktop hands it to the system browser.
              <Link
                href={externa}
                target="_blank"
                rel="noopener noreferrer"
                title={t('wiki.externaAyuda')}
              >
                {t('wiki.externa')}
              </Link>
            ) : null}
            {permisos.crear ? (
              <Button
                appearance="primary"
                icon={<IconoAgregar />}
                onClick={() => void navigate('/wiki/nueva')}
              >
                {t('wiki.nueva')}
              </Button>
            ) : null}
          </>
        ),
      }}
    >
      <Field label={t('wiki.buscar')}>
        <SearchBox value={texto} onChange={(_, data) => setTexto(data.value)} />
      </Field>
      {lista.error ? (
        <MessageBar intent="error">
          <MessageBarBody>
            {t('wiki.error')}: {aApiFailure(lista.error).data.error}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {q !== '' ? <ResultadosWiki q={q} /> : null}
      {q === '' && lista.isLoading ? <Spinner size="small" label={t('comun.cargando')} /> : null}
      {q === '' && lista.isSuccess && paginas.length === 0 ? (
        <Body1>{t('wiki.vacio')}</Body1>
      ) : null}
      {q === '' ? (
        <ListaPaginasWiki
          etiqueta={t('wiki.titulo')}
          elementos={paginas.map((p) => ({
            ...p,
            detalle: p.actualizadoPor
              ? t('wiki.actualizada', {
                  fecha: formatearFecha(p.actualizadoEn),
                  autor: p.actualizadoPor,
                })
              : t('wiki.actualizadaSinAutor', { fecha: formatearFecha(p.actualizadoEn) }),
          }))}
        />
      ) : null}
    </Pagina>
  );
}
