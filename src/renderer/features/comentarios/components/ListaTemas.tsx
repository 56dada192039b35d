import { Caption1, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { Tema } from '@shared/api';
import { useTranslation } from 'react-i18next';
import { IconoPin } from '../../../ui/iconos';
import { fechaLista } from '../fechasForo';
import { nombreAutor } from '../foro';

const useStyles = makeStyles({
  lista: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  boton: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: 'inherit',
    fontFamily: 'inherit',
    fontSize: 'inherit',
    textAlign: 'start',
    margin: 0,
    boxSizing: 'border-box',
    cursor: 'pointer',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    width: '100%',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-3px' },
  },
  seleccionado: {
    backgroundColor: tokens.colorBrandBackground2,
    border: `1px solid ${tokens.colorBrandStroke1}`,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover },
  },
  fila: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  titulo: { flexGrow: 1, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  pin: { color: tokens.colorBrandForeground1, flexShrink: 0, display: 'inline-flex' },
  datos: { color: tokens.colorNeutralForeground3 },
});

/** The forum's topics (left column): title, pin, author, date, replies and views. */
export function ListaTemas({
  temas,
  seleccionadoId,
  onSeleccionar,
}: {
  temas: readonly Tema[];
  seleccionadoId: string | null;
  onSeleccionar(tema: Tema): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  if (temas.length === 0) return <Text>{t('comentarios.sinTemas')}</Text>;
  return (
    <ul className={styles.lista} aria-label={t('comentarios.temas')}>
      {temas.map((tema) => {
        const activo = tema._id === seleccionadoId;
        return (
          <li key={tema._id}>
            <button
              type="button"
              className={mergeClasses(styles.boton, activo && styles.seleccionado)}
              aria-current={activo ? 'true' : undefined}
              onClick={() => onSeleccionar(tema)}
            >
              <span className={styles.fila}>
                <Text className={styles.titulo}>{tema.titulo}</Text>
                {tema.pinned ? (
                  <span className={styles.pin} role="img" aria-label={t('comentarios.fijado')}>
                    <IconoPin />
                  </span>
                ) : null}
              </span>
              <Caption1 className={styles.datos}>
                {nombreAutor(tema.autor, t('comentarios.desconocido'))} ·{' '}
                {fechaLista(tema.timestamp)}
              </Caption1>
              <Caption1 className={styles.datos}>
                {t('comentarios.numRespuestas', { count: tema.respuestas.length })} ·{' '}
                {t('comentarios.numVistas', { count: tema.vistas })}
              </Caption1>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
