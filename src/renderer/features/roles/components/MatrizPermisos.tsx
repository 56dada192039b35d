import { Checkbox, TableCell, TableRow, makeStyles } from '@fluentui/react-components';
import {
  OPERACIONES,
  operacionExiste,
  type Operacion,
  type Permiso,
  type Vista,
} from '@shared/domain/permisos';
import { useTranslation } from 'react-i18next';
import { TablaBase } from '../../../ui/TablaBase';

const useStyles = makeStyles({
  // Columns as wide as their headers; the card scrolls sideways on narrow screens.
  tabla: { minWidth: '520px' },
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
    <TablaBase
      etiqueta={t('roles.permisos.tabla')}
      columnas={[
        { clave: 'vista', texto: t('roles.permisos.vista') },
        ...OPERACIONES.map((op) => ({ clave: op, texto: t(`roles.operaciones.${op}`) })),
      ]}
      ajuste="contenido"
      className={styles.tabla}
    >
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
    </TablaBase>
  );
}
