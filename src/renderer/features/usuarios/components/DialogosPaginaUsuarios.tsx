import type { SeleccionUsuarios } from '@shared/api';
import { HistorialImportacionesDialog, ImportarUsuariosDialog } from '../../importacion';
import type { RolListado } from '../../roles';
import type { accionesPantallaUsuarios } from '../permisos';
import type { AccionMasiva } from './BarraSeleccion';
import { DialogosMasivos } from './DialogosMasivos';

/** The page-level dialogs of issue 8 (import and its history). */
export type DialogoPagina = 'importar' | 'historial' | null;

/** A bulk action with the selection taken when it was chosen. */
export interface Masiva {
  accion: AccionMasiva;
  seleccion: SeleccionUsuarios;
  cantidad: number;
}

/** The users page's own dialogs: a bulk action, the import wizard and its history. */
export function DialogosPaginaUsuarios(props: {
  masiva: Masiva | null;
  dialogo: DialogoPagina;
  roles: readonly RolListado[];
  pantalla: ReturnType<typeof accionesPantallaUsuarios>;
  onAplicado(): void;
  onCerrarMasiva(): void;
  onCerrar(): void;
}) {
  const { masiva, dialogo, pantalla } = props;
  return (
    <>
      {masiva ? (
        <DialogosMasivos
          {...masiva}
          roles={props.roles}
          onAplicado={props.onAplicado}
          onCerrar={props.onCerrarMasiva}
        />
      ) : null}
      {dialogo === 'importar' ? (
        <ImportarUsuariosDialog
          puedeActualizar={pantalla.importarActualizando}
          onCerrar={props.onCerrar}
        />
      ) : null}
      {dialogo === 'historial' ? (
        <HistorialImportacionesDialog
          puedeDeshacer={pantalla.deshacerImportacion}
          onCerrar={props.onCerrar}
        />
      ) : null}
    </>
  );
}
