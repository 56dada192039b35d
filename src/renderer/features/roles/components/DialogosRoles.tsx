import { Body1, Field, Input } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ConfirmarDialog } from '../../../ui/ConfirmarDialog';
import type { RolListado } from '../api';
import { matrizCompleta } from '../matriz';
import type { useAccionesRoles } from '../useAccionesRoles';
import { NombreRolDialog } from './NombreRolDialog';

/**
 * The roles screen's dialogs: new role (/roles/nuevo), rename (/roles/editar?rol=<id>)
 * and the delete confirmation.
 */
export function DialogosRoles(props: {
  creando: boolean;
  editando: RolListado | null;
  aEliminar: RolListado | null;
  acciones: ReturnType<typeof useAccionesRoles>;
  onCreado(id: string): void;
  onVolver(): void;
  onCerrarEliminar(): void;
}) {
  const { t } = useTranslation();
  const { editando, aEliminar, acciones, onVolver } = props;
  return (
    <>
      {props.creando ? (
        <NombreRolDialog
          titulo={t('roles.nuevo.titulo')}
          enviando={acciones.creando}
          onCerrar={onVolver}
          onEnviar={(nombre) =>
            void acciones.crear(nombre).then((id) => {
              if (!id) return;
              props.onCreado(id);
              onVolver();
            })
          }
        />
      ) : null}
      {editando ? (
        <NombreRolDialog
          key={editando._id}
          titulo={t('roles.editar.titulo')}
          inicial={editando.nombre}
          enviando={acciones.guardando}
          onCerrar={onVolver}
          onEnviar={(nombre) =>
            void acciones
              .guardar(
                editando._id,
                nombre,
                matrizCompleta(editando.permisos),
                editando.omitirOrden,
                editando.alcance,
              )
              .then((ok) => {
                if (ok) onVolver();
              })
          }
        />
      ) : null}
      <ConfirmarDialog
        abierto={aEliminar !== null}
        titulo={t('roles.eliminar.titulo')}
        accion={t('comun.continuar')}
        enviando={acciones.borrando}
        onCancelar={props.onCerrarEliminar}
        onConfirmar={() => {
          if (!aEliminar) return;
          void acciones.borrar(aEliminar._id).then((ok) => {
            if (ok) props.onCerrarEliminar();
          });
        }}
      >
        <Body1>{t('roles.eliminar.pregunta')}</Body1>
        <Field label={t('roles.nombre')}>
          <Input readOnly value={aEliminar?.nombre ?? ''} />
        </Field>
      </ConfirmarDialog>
    </>
  );
}
