import {
  Body1,
  Button,
  Caption1,
  Card,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle1,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { formatearFecha } from '@shared/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { aApiFailure } from '../../../app/apiError';
import { rutaLeccion } from '../../../app/navegacion';
import { Pagina } from '../../../ui/Pagina';
import { useBibliotecaQuery, type GrupoBiblioteca } from '../api';
import { consultaDeFiltro, FILTRO_INICIAL } from '../../multimedias';
import { claveGrupo, ordenarGrupos, tieneMas, visiblesDe } from '../biblioteca';
import { botonTarjeta, focoTarjeta } from '../../../ui/estilosTarjeta';

const useStyles = makeStyles({
  grupo: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  tarjetas: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  tarjeta: { padding: 0 },
  boton: {
    ...botonTarjeta,
    cursor: 'pointer',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    width: '100%',
    ...focoTarjeta('-3px'),
  },
  nombre: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
});

/** The library query spans everything visible: no paging limit (spec 4: limits null). */
const RANGO_BIBLIOTECA = { inicio: 0, fin: 1000 } as const;

function Grupo({ grupo }: { grupo: GrupoBiblioteca }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const [expandido, setExpandido] = useState(false);
  const titulo = grupo.curso?.nombre ?? t('multimedias.sinCursoTitulo');
  return (
    <section className={styles.grupo} aria-label={titulo}>
      <Subtitle1 as="h2">
        {titulo} ({t('biblioteca.total', { total: grupo.total })})
      </Subtitle1>
      <div className={styles.tarjetas}>
        {visiblesDe(grupo.multimedias, expandido).map((m) => (
          <Card key={m._id} className={styles.tarjeta}>
            <button
              type="button"
              className={styles.boton}
              onClick={() => void navigate(rutaLeccion(m._id))}
            >
              <Text className={styles.nombre}>{m.nombre}</Text>
              <Caption1>{t(`cursos.tiposMedia.${m.tipoMedia}`)}</Caption1>
              <Caption1>{formatearFecha(m.timestamp)}</Caption1>
            </button>
          </Card>
        ))}
      </div>
      {tieneMas(grupo.multimedias.length) ? (
        <div>
          <Button appearance="subtle" onClick={() => setExpandido((v) => !v)}>
            {expandido ? t('biblioteca.verMenos') : t('biblioteca.verMas')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/** The library (spec 2): lessons grouped per course, 8 cards until 'Ver Más'. */
export function BibliotecaPage() {
  const { t } = useTranslation();
  const [ahora] = useState(() => new Date());
  const consulta = useBibliotecaQuery(
    consultaDeFiltro(FILTRO_INICIAL, { tipo: 'todos' }, RANGO_BIBLIOTECA, ahora),
  );
  const grupos = ordenarGrupos(consulta.data ?? []);
  return (
    <Pagina cabecera={{ titulo: t('pantallas.biblioteca') }}>
      {consulta.isLoading ? <Spinner size="small" label={t('comun.cargando')} /> : null}
      {consulta.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>
            {t('multimedias.errores.filtrar')}: {aApiFailure(consulta.error).data.error}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {consulta.isSuccess && grupos.length === 0 ? <Body1>{t('biblioteca.vacio')}</Body1> : null}
      {grupos.map((g) => (
        <Grupo key={claveGrupo(g.curso)} grupo={g} />
      ))}
    </Pagina>
  );
}
