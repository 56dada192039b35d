import { Badge, Body1, Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { RevisionWikiResumen } from '@shared/api/wiki';
import { formatearFecha } from '@shared/dates';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  lista: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingBlockEnd: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  texto: { display: 'flex', flexDirection: 'column', flexGrow: 1 },
});

/** The revisions, newest first; each older one has a button to see its changes. */
export function ListaRevisiones(props: {
  revisiones: readonly RevisionWikiResumen[];
  actual: number;
  elegida: number | null;
  onElegir(numero: number): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <ol className={styles.lista} aria-label={t('wiki.historial')}>
      {props.revisiones.map((r) => (
        <li key={r.numero} className={styles.item}>
          <div className={styles.texto}>
            <Body1>
              {t('wiki.revisiones.versionTitulo', { numero: r.numero, titulo: r.titulo })}{' '}
              {r.numero === props.actual ? (
                <Badge appearance="tint">{t('wiki.revisiones.actual')}</Badge>
              ) : null}
            </Body1>
            <Caption1>
              {t('wiki.revisiones.por', {
                fecha: formatearFecha(r.creadoEn),
                autor: r.autor ?? t('wiki.revisiones.sinAutor'),
              })}
            </Caption1>
            {r.restauradaDe !== null ? (
              <Caption1>{t('wiki.revisiones.restaurada', { numero: r.restauradaDe })}</Caption1>
            ) : null}
          </div>
          {r.numero !== props.actual ? (
            <Button
              appearance={props.elegida === r.numero ? 'primary' : 'secondary'}
              aria-pressed={props.elegida === r.numero}
              onClick={() => props.onElegir(r.numero)}
            >
              {t('wiki.revisiones.ver', { numero: r.numero })}
            </Button>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
