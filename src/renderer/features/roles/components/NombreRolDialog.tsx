import { Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormularioDialog } from '../../../ui/FormularioDialog';
import { useTraducirValidacion } from '../../../ui/useFormulario';
import { errorNombreRol } from '../matriz';

/** New role and edit role name (spec 2, 5): Continuar disabled while the name is invalid. */
export function NombreRolDialog({
  titulo,
  inicial = '',
  enviando,
  onEnviar,
  onCerrar,
}: {
  titulo: string;
  inicial?: string;
  enviando: boolean;
  onEnviar(nombre: string): void;
  onCerrar(): void;
}) {
  const { t } = useTranslation();
  const traducir = useTraducirValidacion();
  const [nombre, setNombre] = useState(inicial);
  const [tocado, setTocado] = useState(false);
  const error = errorNombreRol(nombre);
  return (
    <FormularioDialog
      abierto
      titulo={titulo}
      accion={t('comun.continuar')}
      deshabilitado={error !== null}
      enviando={enviando}
      onCancelar={onCerrar}
      onEnviar={() => onEnviar(nombre.trim())}
    >
      <Field
        label={t('roles.nombre')}
        required
        validationMessage={tocado && error ? traducir(error) : undefined}
      >
        <Input
          value={nombre}
          onChange={(_, data) => {
            setNombre(data.value);
            setTocado(true);
          }}
          onBlur={() => setTocado(true)}
        />
      </Field>
    </FormularioDialog>
  );
}
