import { Body1 } from '@fluentui/react-components';
import type { ResultadoMasivo as Resultado, SeleccionUsuarios } from '@shared/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertaDialogBase } from '../../../ui/AlertaDialogBase';
import { ConfirmarDialog } from '../../../ui/ConfirmarDialog';
import type { RolListado } from '../../roles';
import { useAccionesMasivas, type PeticionMasiva } from '../useAccionesMasivas';
import { AsignarCursosDialog } from './AsignarCursosDialog';
import type { AccionMasiva } from './BarraSeleccion';
import { CambiarRolDialog } from './CambiarRolDialog';
import { ResultadoMasivo } from './ResultadoMasivo';

/**
 * The dialog of one bulk action, then its report. Mounted while the action is chosen;
 * `onAplicado` runs once the server answered (the selection is then cleared).
 */
export function DialogosMasivos(props: {
  accion: AccionMasiva;
  cantidad: number;
  seleccion: SeleccionUsuarios;
  roles: readonly RolListado[];
  onAplicado(): void;
  onCerrar(): void;
}) {
  const { t } = useTranslation();
  const masivas = useAccionesMasivas();
  const [resultado, setResultado] = useState<Resultado | null>(null);
  const { accion, cantidad } = props;

  const ejecutar = (peticion: PeticionMasiva) =>
    void masivas.ejecutar(props.seleccion, peticion).then((r) => {
      if (!r) return;
      setResultado(r);
      props.onAplicado();
    });

  if (resultado) {
    return (
      <AlertaDialogBase titulo={t(`usuarios.masivo.titulos.${accion}`)} onCerrar={props.onCerrar}>
        <ResultadoMasivo resultado={resultado} />
      </AlertaDialogBase>
    );
  }
  if (accion === 'cursos') {
    return (
      <AsignarCursosDialog
        titulo={t('usuarios.masivo.cursos.titulo', { count: cantidad })}
        aviso={t('usuarios.masivo.cursos.aviso')}
        enviando={masivas.enviando}
        onCerrar={props.onCerrar}
        onEnviar={(cursoIds) => ejecutar({ accion: 'cursos', cursoIds })}
      />
    );
  }
  if (accion === 'rol') {
    return (
      <CambiarRolDialog
        cantidad={cantidad}
        roles={props.roles}
        enviando={masivas.enviando}
        onCerrar={props.onCerrar}
        onEnviar={(rol) => ejecutar({ accion: 'rol', rol })}
      />
    );
  }
  const peticion: PeticionMasiva =
    accion === 'eliminar'
      ? { accion: 'eliminar' }
      : { accion: 'estado', activo: accion === 'activar' };
  return (
    <ConfirmarDialog
      abierto
      titulo={t(`usuarios.masivo.titulos.${accion}`)}
      accion={t(`usuarios.masivo.acciones.${accion}`)}
      enviando={masivas.enviando}
      onCancelar={props.onCerrar}
      onConfirmar={() => ejecutar(peticion)}
    >
      <Body1 as="p">{t(`usuarios.masivo.confirmar.${accion}`, { count: cantidad })}</Body1>
    </ConfirmarDialog>
  );
}
