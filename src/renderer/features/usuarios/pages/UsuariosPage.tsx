import { Body1, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import type { SeleccionUsuarios } from '@shared/api';
import { TAMANOS_PAGINA_USUARIOS } from '@shared/domain/usuarios';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { aApiFailure } from '../../../app/apiError';
import { useAppSelector } from '../../../app/hooks';
import { routeRequest } from '../../../app/routeRequest';
import { CabeceraBusqueda } from '../../../ui/CabeceraBusqueda';
import { Paginacion } from '../../../ui/Paginacion';
import { selectUsuario } from '../../auth/sessionSlice';
import { HistorialImportacionesDialog } from '../../importacion/components/HistorialImportacionesDialog';
import { ImportarUsuariosDialog } from '../../importacion/components/ImportarUsuariosDialog';
import { useDescargarCsv } from '../../importacion/useDescargarCsv';
import { useListarRolesQuery } from '../../roles/api';
import { AccionesCabecera } from '../components/AccionesCabecera';
import { BarraSeleccion, type AccionMasiva } from '../components/BarraSeleccion';
import { DialogosMasivos } from '../components/DialogosMasivos';
import { DialogosUsuario, type DialogoUsuario } from '../components/DialogosUsuario';
import { FiltrosUsuarios } from '../components/FiltrosUsuarios';
import { TablaUsuarios } from '../components/TablaUsuarios';
import { primeraFila, totalPaginas } from '../listado';
import { accionesFilaUsuario, accionesPantallaUsuarios, hayAccionMasiva } from '../permisos';
import {
  cantidadSeleccionada,
  cuerpoSeleccion,
  estaMarcado,
  estadoPagina,
  ofrecerTodos,
} from '../seleccion';
import { useAccionesUsuarios } from '../useAccionesUsuarios';
import { useListadoUsuarios } from '../useListadoUsuarios';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** The page-level dialogs of issue 8 (import and its history). */
type DialogoPagina = 'importar' | 'historial' | null;

/**
 * 'Usuarios Registrados' (spec 2): paged, sorted, searched and filtered on the server;
 * with issue 8's import, export and bulk actions over a selection.
 */
export function UsuariosPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const actual = useAppSelector(selectUsuario);
  const listado = useListadoUsuarios();
  const [dialogo, setDialogo] = useState<DialogoUsuario>(null);
  const [dialogoPagina, setDialogoPagina] = useState<DialogoPagina>(null);
  // The selection is taken when the action is chosen: it is cleared once applied, while
  // the action's report is still on screen.
  const [masiva, setMasiva] = useState<{
    accion: AccionMasiva;
    seleccion: SeleccionUsuarios;
    cantidad: number;
  } | null>(null);
  const acciones = useAccionesUsuarios();
  const exportacion = useDescargarCsv();
  const { data: roles = [] } = useListarRolesQuery(undefined);
  const pantalla = accionesPantallaUsuarios(actual?.rol);
  const { consulta, seleccion, seleccionar } = listado;
  const datos = consulta.data;
  const total = datos?.total ?? 0;
  // The admin's own row never takes part in bulk actions.
  const idsPagina = (datos?.data ?? []).map((u) => u._id).filter((id) => id !== actual?._id);
  const cantidad = cantidadSeleccionada(seleccion, total);
  const cuerpo = cuerpoSeleccion(seleccion, listado.filtro, total);

  return (
    <section className={styles.root}>
      <CabeceraBusqueda
        titulo={t('pantallas.usuarios')}
        cargando={consulta.isFetching}
        etiquetaBusqueda={t('usuarios.buscar')}
        busqueda={listado.busqueda}
        onBuscar={listado.setBusqueda}
      >
        <FiltrosUsuarios
          roles={roles}
          rol={listado.rol}
          estado={listado.estado}
          onRol={listado.setRol}
          onEstado={listado.setEstado}
        />
        <AccionesCabecera
          pantalla={pantalla}
          exportando={exportacion.descargando}
          onNuevo={() => setDialogo({ tipo: 'nuevo' })}
          onImportar={() => setDialogoPagina('importar')}
          onHistorial={() => setDialogoPagina('historial')}
          onExportar={() =>
            void exportacion.descargar(
              routeRequest('usuarios.exportar', { body: listado.filtro }),
              'usuarios.csv',
            )
          }
        />
      </CabeceraBusqueda>
      {consulta.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{aApiFailure(consulta.error).data.error}</MessageBarBody>
        </MessageBar>
      ) : null}
      {hayAccionMasiva(pantalla) ? (
        <BarraSeleccion
          cantidad={cantidad}
          total={total}
          ofrecerTodos={ofrecerTodos(seleccion, idsPagina, total)}
          modoTodos={seleccion.modo === 'todos'}
          permisos={pantalla.masivo}
          onSeleccionarTodos={() => seleccionar({ tipo: 'seleccionarTodos' })}
          onLimpiar={() => seleccionar({ tipo: 'limpiar' })}
          onAccion={(accion) => {
            if (cuerpo) setMasiva({ accion, seleccion: cuerpo, cantidad });
          }}
        />
      ) : null}
      <TablaUsuarios
        usuarios={datos?.data ?? []}
        desde={primeraFila(datos?.pagina ?? listado.pagina, datos?.limite ?? listado.limite)}
        orden={listado.orden}
        onOrdenar={listado.ordenar}
        seleccion={
          hayAccionMasiva(pantalla)
            ? {
                marcado: (u) => u._id !== actual?._id && estaMarcado(seleccion, u._id),
                pagina: estadoPagina(seleccion, idsPagina),
                deshabilitado: (u) => u._id === actual?._id,
                onMarcar: (u, marcado) => seleccionar({ tipo: 'marcar', id: u._id, marcado }),
                onMarcarPagina: (marcado) =>
                  seleccionar({ tipo: 'marcarPagina', ids: idsPagina, marcado }),
              }
            : undefined
        }
        acciones={(u) => accionesFilaUsuario(actual?.rol, actual?._id, u._id)}
        onCambiarEstado={(u, activo) => void acciones.alternarEstado(u, activo)}
        onEditar={(u) => setDialogo({ tipo: 'editar', usuario: u })}
        onEliminar={(u) => setDialogo({ tipo: 'eliminar', usuario: u })}
        onAsignarCursos={(u) => setDialogo({ tipo: 'asignar', usuario: u })}
        onGenerarCodigo={(u) =>
          void acciones.generarCodigo(u).then((r) => {
            if (r) setDialogo({ tipo: 'codigo', usuario: u, ...r });
          })
        }
        onDesbloquear={(u) => void acciones.desbloquear(u)}
        vacio={consulta.isLoading ? t('comun.cargando') : <Body1>{t('usuarios.vacio')}</Body1>}
      />
      <Paginacion
        pagina={listado.pagina}
        paginas={totalPaginas(total, listado.limite)}
        total={total}
        limite={listado.limite}
        tamanos={TAMANOS_PAGINA_USUARIOS}
        onPagina={listado.setPagina}
        onLimite={listado.setLimite}
      />
      <DialogosUsuario dialogo={dialogo} acciones={acciones} onDialogo={setDialogo} />
      {masiva ? (
        <DialogosMasivos
          {...masiva}
          roles={roles}
          onAplicado={() => seleccionar({ tipo: 'limpiar' })}
          onCerrar={() => setMasiva(null)}
        />
      ) : null}
      {dialogoPagina === 'importar' ? (
        <ImportarUsuariosDialog
          puedeActualizar={pantalla.importarActualizando}
          onCerrar={() => setDialogoPagina(null)}
        />
      ) : null}
      {dialogoPagina === 'historial' ? (
        <HistorialImportacionesDialog
          puedeDeshacer={pantalla.deshacerImportacion}
          onCerrar={() => setDialogoPagina(null)}
        />
      ) : null}
    </section>
  );
}
