import { Dropdown, Field, Option, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { RolListado } from '../../roles';
import { ESTADOS_FILTRO, type EstadoFiltro } from '../masivo';

const useStyles = makeStyles({
  filtro: { minWidth: '160px' },
});

export interface FiltrosUsuariosProps {
  roles: readonly RolListado[];
  /** '' for every role. */
  rol: string;
  estado: EstadoFiltro;
  onRol(rol: string): void;
  onEstado(estado: EstadoFiltro): void;
}

/** Role and state next to the search (issue 8): the list, export and bulk actions obey them. */
export function FiltrosUsuarios(props: FiltrosUsuariosProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const nombreRol = props.roles.find((r) => r._id === props.rol)?.nombre;
  return (
    <>
      <Field label={t('usuarios.filtros.rol')} className={styles.filtro}>
        <Dropdown
          value={nombreRol ?? t('usuarios.filtros.todosLosRoles')}
          selectedOptions={[props.rol]}
          onOptionSelect={(_, data) => props.onRol(data.optionValue ?? '')}
        >
          <Option value="">{t('usuarios.filtros.todosLosRoles')}</Option>
          {props.roles.map((r) => (
            <Option key={r._id} value={r._id}>
              {r.nombre}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label={t('usuarios.filtros.estado')} className={styles.filtro}>
        <Dropdown
          value={t(`usuarios.filtros.estados.${props.estado}`)}
          selectedOptions={[props.estado]}
          onOptionSelect={(_, data) =>
            props.onEstado(ESTADOS_FILTRO.find((e) => e === data.optionValue) ?? 'todos')
          }
        >
          {ESTADOS_FILTRO.map((e) => (
            <Option key={e} value={e}>
              {t(`usuarios.filtros.estados.${e}`)}
            </Option>
          ))}
        </Dropdown>
      </Field>
    </>
  );
}
