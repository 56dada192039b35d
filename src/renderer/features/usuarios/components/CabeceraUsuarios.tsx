import { useTranslation } from 'react-i18next';
import { routeRequest } from '../../../app/routeRequest';
import { CabeceraBusqueda } from '../../../ui/CabeceraBusqueda';
import { useDescargarCsv } from '../../importacion';
import type { RolListado } from '../../roles';
import type { accionesPantallaUsuarios } from '../permisos';
import type { useListadoUsuarios } from '../useListadoUsuarios';
import { AccionesCabecera } from './AccionesCabecera';
import type { DialogoPagina } from './DialogosPaginaUsuarios';
import { FiltrosUsuarios } from './FiltrosUsuarios';

/** The users page head: title, search, role/state filters, and new/import/history/export. */
export function CabeceraUsuarios(props: {
  listado: ReturnType<typeof useListadoUsuarios>;
  roles: readonly RolListado[];
  pantalla: ReturnType<typeof accionesPantallaUsuarios>;
  onNuevo(): void;
  onDialogo(dialogo: DialogoPagina): void;
}) {
  const { t } = useTranslation();
  const exportacion = useDescargarCsv();
  const { listado } = props;
  return (
    <CabeceraBusqueda
      titulo={t('pantallas.usuarios')}
      cargando={listado.consulta.isFetching}
      etiquetaBusqueda={t('usuarios.buscar')}
      busqueda={listado.busqueda}
      onBuscar={listado.setBusqueda}
    >
      <FiltrosUsuarios
        roles={props.roles}
        rol={listado.rol}
        estado={listado.estado}
        onRol={listado.setRol}
        onEstado={listado.setEstado}
      />
      <AccionesCabecera
        pantalla={props.pantalla}
        exportando={exportacion.descargando}
        onNuevo={props.onNuevo}
        onImportar={() => props.onDialogo('importar')}
        onHistorial={() => props.onDialogo('historial')}
        onExportar={() =>
          void exportacion.descargar(
            routeRequest('usuarios.exportar', { body: listado.filtro }),
            'usuarios.csv',
          )
        }
      />
    </CabeceraBusqueda>
  );
}
