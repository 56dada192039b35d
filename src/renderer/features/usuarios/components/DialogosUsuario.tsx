import { Body1 } from '@fluentui/react-components';
import type { Usuario } from '@shared/api';
import { useTranslation } from 'react-i18next';
import { ConfirmarDialog } from '../../../ui/ConfirmarDialog';
import { enlaceVerificacion } from '../listado';
import { nombreDeUsuario } from '../permisos';
import type { useAccionesUsuarios } from '../useAccionesUsuarios';
import { cuerpoActualizarUsuario, cuerpoNuevoUsuario } from '../usuarioForm';
import { AsignarCursosDialog } from './AsignarCursosDialog';
import { CodigoRestablecimientoDialog } from './CodigoRestablecimientoDialog';
import { EnlaceVerificacionDialog } from './EnlaceVerificacionDialog';
import { UsuarioFormDialog } from './UsuarioFormDialog';

/** What single-user dialog is open, and for which user. */
export type DialogoUsuario =
  | { tipo: 'nuevo' }
  | { tipo: 'editar' | 'eliminar' | 'asignar'; usuario: Usuario }
  | { tipo: 'enlace'; enlace: string }
  | { tipo: 'codigo'; usuario: Usuario; codigo: string; expira: string }
  | null;

type Props = {
  dialogo: DialogoUsuario;
  acciones: ReturnType<typeof useAccionesUsuarios>;
  onDialogo(dialogo: DialogoUsuario): void;
};

/** New user (then its verification link, if any) and edit user. */
function DialogosFormulario({ dialogo, acciones, onDialogo }: Props) {
  const cerrar = () => onDialogo(null);
  return (
    <>
      {dialogo?.tipo === 'nuevo' ? (
        <UsuarioFormDialog
          enviando={acciones.creando}
          onCerrar={cerrar}
          onEnviar={(v) =>
            void acciones.crear(cuerpoNuevoUsuario(v)).then((r) => {
              if (!r) return;
              onDialogo(
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
    </>
  );
}

/** The dialogs of one user (spec 2): new, edit, assign courses, verification link, delete. */
export function DialogosUsuario({ dialogo, acciones, onDialogo }: Props) {
  const { t } = useTranslation();
  const cerrar = () => onDialogo(null);
  return (
    <>
      <DialogosFormulario dialogo={dialogo} acciones={acciones} onDialogo={onDialogo} />
      {dialogo?.tipo === 'asignar' ? (
        <AsignarCursosDialog
          titulo={t('usuarios.asignar.titulo', { usuario: nombreDeUsuario(dialogo.usuario) })}
          yaAsignados={dialogo.usuario.cursosAsignados}
          enviando={acciones.asignando}
          onCerrar={cerrar}
          onEnviar={(ids) =>
            void acciones.asignarCursos(dialogo.usuario, ids).then((ok) => {
              if (ok) cerrar();
            })
          }
        />
      ) : null}
      {dialogo?.tipo === 'codigo' ? (
        <CodigoRestablecimientoDialog
          usuario={nombreDeUsuario(dialogo.usuario)}
          codigo={dialogo.codigo}
          expira={dialogo.expira}
          onCerrar={cerrar}
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
    </>
  );
}
