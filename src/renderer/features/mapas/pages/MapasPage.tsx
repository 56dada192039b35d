import {
  Body1,
  Button,
  Caption1,
  Dropdown,
  Field,
  MessageBar,
  MessageBarBody,
  Option,
  SearchBox,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ESTADOS_MAPA, type EstadoMapa } from '@shared/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { aApiFailure } from '../../../app/apiError';
import { rutaCurso } from '../../../app/navegacion';
import { routeRequest } from '../../../app/routeRequest';
import { Pagina } from '../../../ui/Pagina';
import { IconoDescargar } from '../../../ui/iconos';
import { useDebounce } from '../../../ui/useDebounce';
import { useDescargarCsv } from '../../importacion';
import { useMapasQuery } from '../api';
import { TarjetaMapa } from '../components/TarjetaMapa';
import { ESPERA_BUSQUEDA_MS } from '../mapas';

const useStyles = makeStyles({
  filtros: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
  },
  tarjetas: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
});

/**
 * The maps screen (spec 2 "Map screens", issue 15): the courses of the caller's scope as
 * cards — name, status chip, last review, learners and % completed; a card opens its course.
 */
export function MapasPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const [texto, setTexto] = useState('');
  const [estado, setEstado] = useState<EstadoMapa>('todos');
  const buscado = useDebounce(texto.trim(), ESPERA_BUSQUEDA_MS);
  const filtro = { estado, ...(buscado ? { texto: buscado } : {}) };
  const consulta = useMapasQuery(filtro);
  const exportacion = useDescargarCsv();
  const tarjetas = consulta.data ?? [];

  return (
    <Pagina
      cabecera={{
        titulo: t('pantallas.mapas'),
        cargando: consulta.isFetching && !consulta.isLoading,
        acciones: (
          <Button
            icon={<IconoDescargar />}
            disabled={exportacion.descargando}
            onClick={() =>
              void exportacion.descargar(
                routeRequest('mapas.reporte', { body: filtro }),
                'mapas-cursos.csv',
              )
            }
          >
            {t('mapas.descargar')}
          </Button>
        ),
      }}
    >
      <div className={styles.filtros}>
        <Field label={t('mapas.busqueda')}>
          <SearchBox value={texto} onChange={(_, data) => setTexto(data.value)} />
        </Field>
        <Field label={t('mapas.estado')}>
          <Dropdown
            value={t(`mapas.estados.${estado}`)}
            selectedOptions={[estado]}
            onOptionSelect={(_, data) => {
              const elegido = ESTADOS_MAPA.find((e) => e === data.optionValue);
              if (elegido) setEstado(elegido);
            }}
          >
            {ESTADOS_MAPA.map((e) => (
              <Option key={e} value={e}>
                {t(`mapas.estados.${e}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </div>
      <Caption1>{t('mapas.ayudaRevision')}</Caption1>
      {consulta.isLoading ? <Spinner size="small" label={t('comun.cargando')} /> : null}
      {consulta.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>
            {t('mapas.error')}: {aApiFailure(consulta.error).data.error}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {consulta.isSuccess && tarjetas.length === 0 ? <Body1>{t('mapas.vacio')}</Body1> : null}
      <div className={styles.tarjetas}>
        {tarjetas.map((tarjeta) => (
          <TarjetaMapa
            key={tarjeta._id}
            tarjeta={tarjeta}
            onAbrir={(id) => void navigate(rutaCurso(id))}
          />
        ))}
      </div>
    </Pagina>
  );
}
