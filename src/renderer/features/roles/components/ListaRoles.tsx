import { Button, Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { IconoBorrar, IconoEditar } from '../../../ui/iconos';
import type { RolListado } from '../api';
import type { AccionesRoles } from '../matriz';

const useStyles = makeStyles({
  // Spec 9: the role list is at most 400px high.
  lista: { maxHeight: '400px', overflowY: 'auto', margin: 0, padding: 0, listStyleType: 'none' },
  fila: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusMedium,
  },
  elegida: { backgroundColor: tokens.colorBrandBackground2 },
  nombre: { flexGrow: 1, justifyContent: 'flex-start', textAlign: 'start' },
  texto: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start' },
});

/** The role list of the roles screen with the edit and delete icons each role allows. */
export function ListaRoles({
  roles,
  seleccionado,
  acciones,
  onSeleccionar,
  onEditar,
  onEliminar,
}: {
  roles: readonly RolListado[];
  seleccionado: string | null;
  acciones(rol: RolListado): AccionesRoles;
  onSeleccionar(id: string): void;
  onEditar(rol: RolListado): void;
  onEliminar(rol: RolListado): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <ul className={styles.lista} aria-label={t('roles.lista')}>
      {roles.map((rol) => {
        const puede = acciones(rol);
        const elegida = rol._id === seleccionado;
        return (
          <li key={rol._id} className={mergeClasses(styles.fila, elegida && styles.elegida)}>
            <Button
              className={styles.nombre}
              appearance="transparent"
              aria-pressed={elegida}
              onClick={() => onSeleccionar(rol._id)}
            >
              <span className={styles.texto}>
                <span>{rol.nombre}</span>
                <Caption1>{t('roles.usuariosDelRol', { count: rol.usuarios })}</Caption1>
              </span>
            </Button>
            {puede.editar ? (
              <Button
                appearance="subtle"
                size="small"
                icon={<IconoEditar />}
                aria-label={t('roles.editar.de', { nombre: rol.nombre })}
                title={t('roles.editar.titulo')}
                onClick={() => onEditar(rol)}
              />
            ) : null}
            {puede.eliminar && !rol.sistema ? (
              <Button
                appearance="subtle"
                size="small"
                icon={<IconoBorrar />}
                aria-label={t('roles.eliminar.de', { nombre: rol.nombre })}
                title={t('roles.eliminar.titulo')}
                onClick={() => onEliminar(rol)}
              />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
