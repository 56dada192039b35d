import {
  Button,
  Card,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { aApiFailure } from '../../../app/apiError';
import { IconoAgregar } from '../../../ui/iconos';
import { Pagina } from '../../../ui/Pagina';
import { useListarRolesQuery, type RolListado } from '../api';
import { DialogosRoles } from '../components/DialogosRoles';
import { ListaRoles } from '../components/ListaRoles';
import { PanelPermisos } from '../components/PanelPermisos';
import { useAccionesRoles } from '../useAccionesRoles';
import { useEdicionRoles, type EdicionRoles } from '../useEdicionRoles';

const useStyles = makeStyles({
  columnas: {
    display: 'grid',
    gridTemplateColumns: 'minmax(220px, 1fr) minmax(0, 3fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (max-width: 900px)': { gridTemplateColumns: '1fr' },
  },
  tarjeta: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM },
});

/**
 * The rename dialog's role, from /roles/editar?rol=<id>; an unknown or non-editable role
 * sends the screen back to plain /roles.
 */
function useRutaRoles(roles: readonly RolListado[], cargando: boolean, edicion: EdicionRoles) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const editandoId = pathname.endsWith('/roles/editar') ? params.get('rol') : null;
  const editando = editandoId ? (roles.find((r) => r._id === editandoId) ?? null) : null;
  const volver = useCallback(() => void navigate('/roles', { replace: true }), [navigate]);
  const editable = editando !== null && edicion.puede(editando).editar;
  useEffect(() => {
    if (editandoId !== null && !cargando && !editable) volver();
  }, [editandoId, cargando, editable, volver]);
  return {
    creando: pathname.endsWith('/roles/nuevo') && edicion.enSeleccionado.crear,
    editando: editable ? editando : null,
    volver,
  };
}

/**
 * 'Roles y permisos' (spec 2). /roles/nuevo and /roles/editar?rol=<id> are this screen with
 * the new or edit dialog open (the routes are children of /roles, so state survives).
 */
export function RolesPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const { data: roles = [], isLoading, isError, error } = useListarRolesQuery(undefined);
  const acciones = useAccionesRoles();
  const edicion = useEdicionRoles(roles);
  const ruta = useRutaRoles(roles, isLoading, edicion);
  const [aEliminar, setAEliminar] = useState<RolListado | null>(null);
  const { seleccionado, enSeleccionado } = edicion;

  return (
    <Pagina cabecera={{ titulo: t('pantallas.roles') }} compacta>
      {/* The child routes only check their permission (redirect to /401) and render nothing. */}
      <Outlet />
      {isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{aApiFailure(error).data.error}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.columnas}>
        <Card className={styles.tarjeta}>
          {enSeleccionado.crear ? (
            <Button
              appearance="primary"
              icon={<IconoAgregar />}
              onClick={() => void navigate('/roles/nuevo')}
            >
              {t('roles.nuevo.boton')}
            </Button>
          ) : null}
          {isLoading ? <Spinner size="small" label={t('comun.cargando')} /> : null}
          <ListaRoles
            roles={roles}
            seleccionado={seleccionado?._id ?? null}
            acciones={edicion.puede}
            onSeleccionar={edicion.seleccionar}
            onEditar={(rol) => void navigate(`/roles/editar?rol=${encodeURIComponent(rol._id)}`)}
            onEliminar={setAEliminar}
          />
        </Card>
        <PanelPermisos edicion={edicion} acciones={acciones} />
      </div>
      <DialogosRoles
        creando={ruta.creando}
        editando={ruta.editando}
        aEliminar={aEliminar}
        acciones={acciones}
        onCreado={edicion.seleccionar}
        onVolver={ruta.volver}
        onCerrarEliminar={() => setAEliminar(null)}
      />
    </Pagina>
  );
}
