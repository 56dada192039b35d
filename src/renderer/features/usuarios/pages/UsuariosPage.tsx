import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { Usuario } from '@shared/api';
import { TAMANOS_PAGINA_USUARIOS } from '@shared/domain/usuarios';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CabeceraBusqueda } from '../../../ui/CabeceraBusqueda';
import { aApiFailure } from '../../../app/apiError';
import { useAppSelector } from '../../../app/hooks';
import { ConfirmarDialog } from '../../../ui/ConfirmarDialog';
import { IconoAgregar } from '../../../ui/iconos';
import { Paginacion } from '../../../ui/Paginacion';
import { useDebounce } from '../../../ui/useDebounce';
import { selectUsuario } from '../../auth/sessionSlice';
import { useListarUsuariosQuery } from '../api';
import { AsignarCursosDialog } from '../components/AsignarCursosDialog';
import { EnlaceVerificacionDialog } from '../components/EnlaceVerificacionDialog';
import { TablaUsuarios } from '../components/TablaUsuarios';
import { UsuarioFormDialog } from '../components/UsuarioFormDialog';
import {
  LIMITE_INICIAL,
  ORDEN_INICIAL,
  enlaceVerificacion,
  primeraFila,
  siguienteOrden,
  totalPaginas,
  type Orden,
} from '../listado';
import { accionesFilaUsuario, accionesPantallaUsuarios, nombreDeUsuario } from '../permisos';
import { useAccionesUsuarios } from '../useAccionesUsuarios';
import { cuerpoActualizarUsuario, cuerpoNuevoUsuario } from '../usuarioForm';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** What dialog is open, and for which user. */
type Dialogo =
  | { tipo: 'nuevo' }
  | { tipo: 'editar' | 'eliminar' | 'asignar'; usuario: Usuario }
  | { tipo: 'enlace'; enlace: string }
  | null;

/** 'Usuarios Registrados' (spec 2): paged, sorted and searched on the server. */
export function UsuariosPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const actual = useAppSelector(selectUsuario);
  const [pagina, setPagina] = useState(1);
  const [limite, setLimite] = useState(LIMITE_INICIAL);
  const [orden, setOrden] = useState<Orden>(ORDEN_INICIAL);
  const [busqueda, setBusqueda] = useState('');
  const buscar = useDebounce(busqueda.trim(), 500);
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const acciones = useAccionesUsuarios();
  const pantalla = accionesPantallaUsuarios(actual?.rol);

  const consulta = useListarUsuariosQuery({
    pagina,
    limite,
    ordenarPor: orden.por,
    direccion: orden.direccion,
    buscar: buscar === '' ? undefined : buscar,
  });
  const datos = consulta.data;
  const paginas = totalPaginas(datos?.total ?? 0, limite);
  const cerrar = () => setDialogo(null);

  return (
    <section className={styles.root}>
      <CabeceraBusqueda
        titulo={t('pantallas.usuarios')}
        cargando={consulta.isFetching}
        etiquetaBusqueda={t('usuarios.buscar')}
        busqueda={busqueda}
        onBuscar={(texto) => {
          setBusqueda(texto);
          setPagina(1);
        }}
      >
        {pantalla.crear ? (
          <Button
            appearance="primary"
            icon={<IconoAgregar />}
            onClick={() => setDialogo({ tipo: 'nuevo' })}
          >
            {t('usuarios.nuevo.boton')}
          </Button>
        ) : null}
      </CabeceraBusqueda>
      {consulta.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{aApiFailure(consulta.error).data.error}</MessageBarBody>
        </MessageBar>
      ) : null}
      <TablaUsuarios
        usuarios={datos?.data ?? []}
        desde={primeraFila(datos?.pagina ?? pagina, datos?.limite ?? limite)}
        orden={orden}
        onOrdenar={(campo) => {
          setOrden((o) => siguienteOrden(o, campo));
          setPagina(1);
        }}
        acciones={(u) => accionesFilaUsuario(actual?.rol, actual?._id, u._id)}
        onCambiarEstado={(u, activo) => void acciones.alternarEstado(u, activo)}
        onEditar={(u) => setDialogo({ tipo: 'editar', usuario: u })}
        onEliminar={(u) => setDialogo({ tipo: 'eliminar', usuario: u })}
        onAsignarCursos={(u) => setDialogo({ tipo: 'asignar', usuario: u })}
        vacio={consulta.isLoading ? t('comun.cargando') : <Body1>{t('usuarios.vacio')}</Body1>}
      />
      <Paginacion
        pagina={pagina}
        paginas={paginas}
        total={datos?.total ?? 0}
        limite={limite}
        tamanos={TAMANOS_PAGINA_USUARIOS}
        onPagina={setPagina}
        onLimite={(n) => {
          setLimite(n);
          setPagina(1);
        }}
      />
      {dialogo?.tipo === 'nuevo' ? (
        <UsuarioFormDialog
          enviando={acciones.creando}
          onCerrar={cerrar}
          onEnviar={(v) =>
            void acciones.crear(cuerpoNuevoUsuario(v)).then((r) => {
              if (!r) return;
              setDialogo(
                r.ruta
                  ? { tipo: 'enlace', enlace: enlaceVerificacion(window.location.origin, r.ruta) }
                  : null,
              );
            })
          }
        />
      ) : null}
      {dialogo?.tipo === 'editar' ? (
        <UsuarioFormDialog
          key={dialogo.usuario._id}
          usuario={dialogo.usuario}
          enviando={acciones.guardando}
          onCerrar={cerrar}
          onEnviar={(v) =>
            void acciones.guardar(cuerpoActualizarUsuario(dialogo.usuario._id, v)).then((ok) => {
              if (ok) cerrar();
            })
          }
        />
      ) : null}
      {dialogo?.tipo === 'asignar' ? (
        <AsignarCursosDialog
          usuario={dialogo.usuario}
          enviando={acciones.asignando}
          onCerrar={cerrar}
          onEnviar={(ids) =>
            void acciones.asignarCursos(dialogo.usuario, ids).then((ok) => {
              if (ok) cerrar();
            })
          }
        />
      ) : null}
      {dialogo?.tipo === 'enlace' ? (
        <EnlaceVerificacionDialog enlace={dialogo.enlace} onCerrar={cerrar} />
      ) : null}
      <ConfirmarDialog
        abierto={dialogo?.tipo === 'eliminar'}
        titulo={t('usuarios.eliminar.titulo')}
        accion={t('usuarios.eliminar.accion')}
        enviando={acciones.borrando}
        onCancelar={cerrar}
        onConfirmar={() => {
          if (dialogo?.tipo !== 'eliminar') return;
          void acciones.borrar(dialogo.usuario).then((ok) => {
            if (ok) cerrar();
          });
        }}
      >
        <Body1 as="p">{t('usuarios.eliminar.advertencia')}</Body1>
        {dialogo?.tipo === 'eliminar' ? (
          <Body1 as="p">
            {nombreDeUsuario(dialogo.usuario)} ({dialogo.usuario.email})
          </Body1>
        ) : null}
      </ConfirmarDialog>
    </section>
  );
}
