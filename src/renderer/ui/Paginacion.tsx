import {
  Button,
  Caption1,
  Label,
  Select,
  makeStyles,
  tokens,
  useId,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { IconoDerecha, IconoIzquierda } from './iconos';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalM,
  },
  tamano: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

export interface PaginacionProps {
  pagina: number;
  paginas: number;
  total: number;
  limite: number;
  tamanos: readonly number[];
  onPagina(pagina: number): void;
  onLimite(limite: number): void;
}

/** Page controls of a server-paged table. */
export function Paginacion({
  pagina,
  paginas,
  total,
  limite,
  tamanos,
  onPagina,
  onLimite,
}: PaginacionProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const id = useId('tamano-pagina');
  return (
    <div className={styles.root}>
      <div className={styles.tamano}>
        <Label htmlFor={id}>{t('comun.paginacion.porPagina')}</Label>
        <Select id={id} value={String(limite)} onChange={(_, data) => onLimite(Number(data.value))}>
          {tamanos.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </Select>
      </div>
      <Caption1>{t('comun.paginacion.total', { total })}</Caption1>
      <Button
        appearance="subtle"
        icon={<IconoIzquierda />}
        aria-label={t('comun.paginacion.anterior')}
        title={t('comun.paginacion.anterior')}
        disabled={pagina <= 1}
        onClick={() => onPagina(pagina - 1)}
      />
      <Caption1 aria-live="polite">{t('comun.paginacion.pagina', { pagina, paginas })}</Caption1>
      <Button
        appearance="subtle"
        icon={<IconoDerecha />}
        aria-label={t('comun.paginacion.siguiente')}
        title={t('comun.paginacion.siguiente')}
        disabled={pagina >= paginas}
        onClick={() => onPagina(pagina + 1)}
      />
    </div>
  );
}
