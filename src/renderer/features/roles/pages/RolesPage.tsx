import {
  Body1,
  Button,
  Card,
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { Permiso } from '@shared/domain/permisos';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { aApiFailure } from '../../../app/apiError';
import { useAppSelector } from '../../../app/hooks';
import { ConfirmarDialog } from '../../../ui/ConfirmarDialog';
import { IconoAgregar } from '../../../ui/iconos';
import { selectUsuario } from '../../auth/sessionSlice';
import { useListarRolesQuery, type RolListado } from '../api';
import { ListaRoles } from '../components/ListaRoles';
import { MatrizPermisos } from '../components/MatrizPermisos';
import { NombreRolDialog } from '../components/NombreRolDialog';
import { accionesRoles, alternarPermiso, matrizCompleta, mismasMatrices } from '../matriz';
import { useAccionesRoles } from '../useAccionesRoles';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  columnas: {
    display: 'grid',
    gridTemplateColumns: 'minmax(220px, 1fr) minmax(0, 3fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (max-width: 900px)': { gridTemplateColumns: '1fr' },
  },
  tarjeta: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM },
  tablaArea: { overflowX: 'auto' },
  acciones: { display: 'flex', justifyContent: 'flex-end' },
});

/**
 * 'Roles y permisos' (spec 2). /roles/nuevo and /roles/editar?rol=<id> are this screen with
 * the new or edit dialog open (the routes are children of /roles, so state survives).
 */
export function RolesPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const usuario = useAppSelector(selectUsuario);
  const { data: roles = [], isLoading, isError, error } = useListarRolesQuery(undefined);
  const acciones = useAccionesRoles();
  const [elegido, setElegido] = useState<string | null>(null);
  const [borrador, setBorrador] = useState<{
    id: string;
    matriz?: Permiso[];
    omitirOrden?: boolean;
  } | null>(null);
  const [aEliminar, setAEliminar] = useState<RolListado | null>(null);

  const seleccionado = roles.find((r) => r._id === elegido) ?? roles[0] ?? null;
  const puede = (rol: RolListado | null) => accionesRoles(usuario?.rol, rol);
  const enSeleccionado = puede(seleccionado);
  const guardada = seleccionado ? matrizCompleta(seleccionado.permisos) : [];
  const propio = borrador && borrador.id === seleccionado?._id ? borrador : null;
  const matriz = propio?.matriz ?? guardada;
  const omitirGuardado = seleccionado?.omitirOrden ?? false;
  const omitirOrden = propio?.omitirOrden ?? omitirGuardado;
  const cambiada = !mismasMatrices(matriz, guardada) || omitirOrden !== omitirGuardado;

  const creando = pathname.endsWith('/roles/nuevo');
  const editandoId = pathname.endsWith('/roles/editar') ? params.get('rol') : null;
  const editando = editandoId ? (roles.find((r) => r._id === editandoId) ?? null) : null;
  const volver = useCallback(() => void navigate('/roles', { replace: true }), [navigate]);
  // /roles/editar with an unknown or non-editable role: back to the plain screen.
  const editable = editando !== null && puede(editando).editar;
  useEffect(() => {
    if (editandoId !== null && !isLoading && !editable) volver();
  }, [editandoId, isLoading, editable, volver]);

  const seleccionar = (id: string) => {
    setElegido(id);
    setBorrador(null);
  };

  return (
    <section className={styles.root}>
      <Title2 as="h1">{t('pantallas.roles')}</Title2>
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
            acciones={puede}
            onSeleccionar={seleccionar}
            onEditar={(rol) => void navigate(`/roles/editar?rol=${encodeURIComponent(rol._id)}`)}
            onEliminar={setAEliminar}
          />
        </Card>
        <Card className={styles.tarjeta}>
          <Subtitle2 as="h2">
            {t('roles.permisos.titulo', { nombre: seleccionado?.nombre ?? '' })}
          </Subtitle2>
          {seleccionado ? (
            <>
              <div className={styles.tablaArea}>
                <MatrizPermisos
                  matriz={matriz}
                  habilitada={enSeleccionado.casillas}
                  onCambio={(vista, op, valor) =>
                    setBorrador({
                      id: seleccionado._id,
                      matriz: alternarPermiso(matriz, vista, op, valor),
                      omitirOrden: propio?.omitirOrden,
                    })
                  }
                />
              </div>
              {/* Sequential access (spec 4): who may open lessons out of order. */}
              <Checkbox
                label={t('roles.omitirOrden')}
                checked={omitirOrden}
                disabled={!enSeleccionado.guardar}
                onChange={(_, data) =>
                  setBorrador({
                    id: seleccionado._id,
                    matriz: propio?.matriz,
                    omitirOrden: data.checked === true,
                  })
                }
              />
              {enSeleccionado.guardar ? (
                <div className={styles.acciones}>
                  <Button
                    appearance="primary"
                    disabled={!cambiada || acciones.guardando}
                    onClick={() =>
                      void acciones
                        .guardar(seleccionado._id, seleccionado.nombre, matriz, omitirOrden)
                        .then((ok) => {
                          if (ok) setBorrador(null);
                        })
                    }
                  >
                    {t('comun.guardar')}
                  </Button>
                </div>
              ) : null}
            </>
          ) : (
            <Body1>{t('roles.sinSeleccion')}</Body1>
          )}
        </Card>
      </div>
      {creando && enSeleccionado.crear ? (
        <NombreRolDialog
          titulo={t('roles.nuevo.titulo')}
          enviando={acciones.creando}
          onCerrar={volver}
          onEnviar={(nombre) =>
            void acciones.crear(nombre).then((id) => {
              if (!id) return;
              seleccionar(id);
              volver();
            })
          }
        />
      ) : null}
      {editando && editable ? (
        <NombreRolDialog
          key={editando._id}
          titulo={t('roles.editar.titulo')}
          inicial={editando.nombre}
          enviando={acciones.guardando}
          onCerrar={volver}
          onEnviar={(nombre) =>
            void acciones
              .guardar(
                editando._id,
                nombre,
                matrizCompleta(editando.permisos),
                editando.omitirOrden,
              )
              .then((ok) => {
                if (ok) volver();
              })
          }
        />
      ) : null}
      <ConfirmarDialog
        abierto={aEliminar !== null}
        titulo={t('roles.eliminar.titulo')}
        accion={t('comun.continuar')}
        enviando={acciones.borrando}
        onCancelar={() => setAEliminar(null)}
        onConfirmar={() => {
          if (!aEliminar) return;
          void acciones.borrar(aEliminar._id).then((ok) => {
            if (ok) setAEliminar(null);
          });
        }}
      >
        <Body1>{t('roles.eliminar.pregunta')}</Body1>
        <Field label={t('roles.nombre')}>
          <Input readOnly value={aEliminar?.nombre ?? ''} />
        </Field>
      </ConfirmarDialog>
    </section>
  );
}
