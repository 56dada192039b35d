import { Body1, Caption1, Card, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { formatearFecha } from '@shared/dates';
import { useTranslation } from 'react-i18next';
import { useSolicitudesCursoQuery } from '../api';

const useStyles = makeStyles({
  card: { maxWidth: '560px', padding: tokens.spacingHorizontalM, gap: tokens.spacingVerticalS },
  lista: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

/** Refresh of the administrators' view of pending unlock requests. */
const REFRESCO_SOLICITUDES_MS = 15_000;

/** Pending unlock requests (for administrators: usuarios.editar). */
export function SolicitudesPanel() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { data: solicitudes = [], isError } = useSolicitudesCursoQuery(undefined, {
    pollingInterval: REFRESCO_SOLICITUDES_MS,
  });
  const pendientes = solicitudes.filter((s) => s.estado === 'pendiente');
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">{t('cursos.solicitudes.titulo')}</Subtitle2>
      {isError ? <Body1>{t('cursos.solicitudes.error')}</Body1> : null}
      {!isError && pendientes.length === 0 ? (
        <Caption1>{t('cursos.solicitudes.vacio')}</Caption1>
      ) : null}
      {pendientes.length > 0 ? (
        <ul className={styles.lista} aria-label={t('cursos.solicitudes.titulo')}>
          {pendientes.map((s) => (
            <li key={s._id}>
              <Body1>
                {t('cursos.solicitudes.item', {
                  usuario: s.usuario.nombre,
                  email: s.usuario.email,
                  curso: `${s.curso.codigo} – ${s.curso.nombre}`,
                  hora: formatearFecha(s.aprobarEn),
                })}
              </Body1>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
