import { Body1, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { TAMANOS_PAGINA_USUARIOS } from '@shared/domain/usuarios';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { aApiFailure } from '../../../app/apiError';
import { useAppSelector } from '../../../app/hooks';
import { Pagina } from '../../../ui/Pagina';
import { Paginacion } from '../../../ui/Paginacion';
import { selectUsuario } from '../../auth';
import { useListarRolesQuery } from '../../roles';
import { BarraSeleccion } from '../components/BarraSeleccion';
import { CabeceraUsuarios } from '../components/CabeceraUsuarios';
import {
  DialogosPaginaUsuarios,
  type DialogoPagina,
  type Masiva,
} from '../components/DialogosPaginaUsuarios';
import { DialogosUsuario, type DialogoUsuario } from '../components/DialogosUsuario';
import { TablaUsuarios } from '../components/TablaUsuarios';
import { primeraFila, totalPaginas } from '../listado';
import { accionesFilaUsuario, accionesPantallaUsuarios, hayAccionMasiva } from '../permisos';
import { useAccionesUsuarios } from '../useAccionesUsuarios';
import { useListadoUsuarios } from '../useListadoUsuarios';
import { useSeleccionPagina } from '../useSeleccionPagina';

/** The bulk bar: how many are chosen, 'select all N', and the bulk actions. */
function BarraMasiva(props: {
  listado: ReturnType<typeof useListadoUsuarios>;
  marcas: ReturnType<typeof useSeleccionPagina>;
  permisos: ReturnType<typeof accionesPantallaUsuarios>['masivo'];
  onAccion(masiva: Masiva): void;
}) {
  const { listado, marcas } = props;
  const { cantidad, cuerpo } = marcas;
  return (
    <BarraSeleccion
      cantidad={cantidad}
      total={marcas.total}
      ofrecerTodos={marcas.ofrecerTodos}
      modoTodos={listado.seleccion.modo === 'todos'}
      permisos={props.permisos}
      onSeleccionarTodos={() => listado.seleccionar({ tipo: 'seleccionarTodos' })}
      onLimpiar={() => listado.seleccionar({ tipo: 'limpiar' })}
      onAccion={(accion) => {
        if (cuerpo) props.onAccion({ accion, seleccion: cuerpo, cantidad });
      }}
    />
  );
}

/**
 * 'Usuarios Registrados' (spec 2): paged, sorted, searched and filtered on the server;
 * with issue 8's import, export and bulk actions over a selection.
 */
export function UsuariosPage() {
  const { t } = useTranslation();
  const actual = useAppSelector(selectUsuario);
  const listado = useListadoUsuarios();
  const [dialogo, setDialogo] = useState<DialogoUsuario>(null);
  const [dialogoPagina, setDialogoPagina] = useState<DialogoPagina>(null);
  // The selection is taken when the action is chosen: it is cleared once applied, while
  // the action's report is still on screen.
  const [masiva, setMasiva] = useState<Masiva | null>(null);
  const acciones = useAccionesUsuarios();
  const { data: roles = [] } = useListarRolesQuery(undefined);
  const pantalla = accionesPantallaUsuarios(actual?.rol);
  const { consulta, seleccionar } = listado;
  const datos = consulta.data;
  const marcas = useSeleccionPagina(listado, actual?._id);
  const { total } = marcas;

  return (
    <Pagina compacta>
      <CabeceraUsuarios
        listado={listado}
        roles={roles}
        pantalla={pantalla}
        onNuevo={() => setDialogo({ tipo: 'nuevo' })}
        onDialogo={setDialogoPagina}
      />
      {consulta.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{aApiFailure(consulta.error).data.error}</MessageBarBody>
        </MessageBar>
      ) : null}
      {hayAccionMasiva(pantalla) ? (
        <BarraMasiva
          listado={listado}
          marcas={marcas}
          permisos={pantalla.masivo}
          onAccion={setMasiva}
        />
      ) : null}
      <TablaUsuarios
        usuarios={datos?.data ?? []}
        desde={primeraFila(datos?.pagina ?? listado.pagina, datos?.limite ?? listado.limite)}
        orden={listado.orden}
        onOrdenar={listado.ordenar}
        seleccion={hayAccionMasiva(pantalla) ? marcas.tabla : undefined}
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
      <DialogosPaginaUsuarios
        masiva={masiva}
        dialogo={dialogoPagina}
        roles={roles}
        pantalla={pantalla}
        onAplicado={() => seleccionar({ tipo: 'limpiar' })}
        onCerrarMasiva={() => setMasiva(null)}
        onCerrar={() => setDialogoPagina(null)}
      />
    </Pagina>
  );
}
