import { makeStyles, tokens } from '@fluentui/react-components';
import type { DiferenciaWiki } from '@shared/api/wiki';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  bloque: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  agregado: {
    backgroundColor: tokens.colorPaletteGreenBackground2,
    textDecorationLine: 'none',
  },
  quitado: { backgroundColor: tokens.colorPaletteRedBackground2 },
});

/**
 * The line diff from an old revision to the current page. Added and removed lines are
 * `<ins>`/`<del>` with a title, so the change is not told by colour alone.
 */
export function DiferenciasWiki({ partes }: { partes: readonly DiferenciaWiki[] }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <pre className={styles.bloque}>
      {partes.map((p, i) => {
        const clave = `${i}-${p.tipo}`;
        if (p.tipo === 'agregado') {
          return (
            <ins key={clave} className={styles.agregado} title={t('wiki.revisiones.agregado')}>
              {p.texto}
            </ins>
          );
        }
        if (p.tipo === 'quitado') {
          return (
            <del key={clave} className={styles.quitado} title={t('wiki.revisiones.quitado')}>
              {p.texto}
            </del>
          );
        }
        return <span key={clave}>{p.texto}</span>;
      })}
    </pre>
  );
}
