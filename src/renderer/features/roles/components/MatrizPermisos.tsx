import {
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
} from '@fluentui/react-components';
import {
  OPERACIONES,
  operacionExiste,
  type Operacion,
  type Permiso,
  type Vista,
} from '@shared/domain/permisos';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  // Columns as wide as their headers; the card scrolls sideways on narrow screens.
  tabla: { tableLayout: 'auto', minWidth: '520px' },
});

/** The permission table of the roles screen: one row per view, one column per operation. */
export function MatrizPermisos({
  matriz,
  habilitada,
  onCambio,
}: {
  matriz: readonly Permiso[];
  habilitada: boolean;
  onCambio(vista: Vista, op: Operacion, valor: boolean): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <Table className={styles.tabla} size="small" aria-label={t('roles.permisos.tabla')}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('roles.permisos.vista')}</TableHeaderCell>
          {OPERACIONES.map((op) => (
            <TableHeaderCell key={op}>{t(`roles.operaciones.${op}`)}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {matriz.map(({ vista, op: valores }) => (
          <TableRow key={vista}>
            <TableCell>{t(`roles.vistas.${vista}`)}</TableCell>
            {OPERACIONES.map((op) => (
              <TableCell key={op}>
                {/* Spec 3: comentarios has no crear, so no checkbox there. */}
                {operacionExiste(vista, op) ? (
                  <Checkbox
                    checked={valores[op]}
                    disabled={!habilitada}
                    aria-label={t('roles.permisos.casilla', {
                      operacion: t(`roles.operaciones.${op}`),
                      vista: t(`roles.vistas.${vista}`),
                    })}
                    onChange={(_, data) => onCambio(vista, op, data.checked === true)}
                  />
                ) : null}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
