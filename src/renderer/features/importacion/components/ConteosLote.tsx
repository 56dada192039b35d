import { Caption1, Title3, makeStyles, tokens } from '@fluentui/react-components';
import type { Lote } from '@shared/api';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  rejilla: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXL, margin: 0 },
  conteo: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start' },
  numero: { margin: 0 },
});

const CLAVES = ['nuevo', 'actualizado', 'sinCambios', 'error'] as const;

/** The dry run's four numbers: what the import would create, update, leave, and refuse. */
export function ConteosLote({ conteo }: Pick<Lote, 'conteo'>) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <dl className={styles.rejilla} aria-label={t('importacion.vista.conteos')}>
      {CLAVES.map((clave) => (
        <div key={clave} className={styles.conteo}>
          <dt>
            <Caption1>{t(`importacion.conteos.${clave}`)}</Caption1>
          </dt>
          <dd className={styles.numero}>
            <Title3>{conteo[clave]}</Title3>
          </dd>
        </div>
      ))}
    </dl>
  );
}
