import { Dropdown, Field, Option } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormularioDialog } from '../../../ui/FormularioDialog';
import type { RolListado } from '../../roles';
import { rolesElegibles } from '../usuarioForm';

/** 'Cambiar rol' for a bulk selection: never to ADMINISTRADOR (the server refuses it too). */
export function CambiarRolDialog(props: {
  cantidad: number;
  roles: readonly RolListado[];
  enviando: boolean;
  onEnviar(rol: string): void;
  onCerrar(): void;
}) {
  const { t } = useTranslation();
  const [rol, setRol] = useState('');
  const opciones = rolesElegibles(props.roles);
  return (
    <FormularioDialog
      abierto
      titulo={t('usuarios.masivo.rol.titulo', { count: props.cantidad })}
      accion={t('usuarios.masivo.acciones.rol')}
      deshabilitado={rol === ''}
      enviando={props.enviando}
      onCancelar={props.onCerrar}
      onEnviar={() => props.onEnviar(rol)}
    >
      <Field label={t('usuarios.masivo.rol.nuevo')} required>
        <Dropdown
          placeholder={t('datos.seleccionar')}
          value={opciones.find((r) => r._id === rol)?.nombre ?? ''}
          selectedOptions={rol === '' ? [] : [rol]}
          onOptionSelect={(_, data) => setRol(data.optionValue ?? '')}
        >
          {opciones.map((r) => (
            <Option key={r._id} value={r._id}>
              {r.nombre}
            </Option>
          ))}
        </Dropdown>
      </Field>
    </FormularioDialog>
  );
}
