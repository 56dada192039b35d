import { Dropdown, Field, Option, Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useLazyMunicipiosQuery } from '../api';
import { cambiarMunicipio, institucionesDe, type Ubicacion } from '../municipios';

export interface MunicipioInstitucionProps {
  valor: Ubicacion;
  onCambio(valor: Ubicacion): void;
  onTocar?(campo: 'municipio' | 'institucion'): void;
  requerido?: boolean;
  mensajeMunicipio?: string;
  mensajeInstitucion?: string;
}

/**
 * The municipality and institution selects (spec 5). Options load when a select first opens
 * (spec 7); a value already set (editing a user) shows before that.
 */
export function MunicipioInstitucion({
  valor,
  onCambio,
  onTocar,
  requerido = false,
  mensajeMunicipio,
  mensajeInstitucion,
}: MunicipioInstitucionProps) {
  const { t } = useTranslation();
  const [cargar, { data: municipios, isFetching, isError }] = useLazyMunicipiosQuery();
  const alAbrir = (abierto: boolean) => {
    if (abierto && !municipios) void cargar(undefined, true);
  };
  const instituciones = institucionesDe(municipios, valor.municipio);
  const estado = isFetching ? (
    <Option value="" text="" disabled>
      <Spinner size="tiny" label={t('comun.cargando')} />
    </Option>
  ) : isError ? (
    <Option value="" text="" disabled>
      {t('datos.errorCarga')}
    </Option>
  ) : null;

  return (
    <>
      <Field label={t('datos.municipio')} required={requerido} validationMessage={mensajeMunicipio}>
        <Dropdown
          placeholder={t('datos.seleccionar')}
          value={valor.municipio}
          selectedOptions={valor.municipio ? [valor.municipio] : []}
          onOpenChange={(_, data) => {
            alAbrir(data.open);
            if (!data.open) onTocar?.('municipio');
          }}
          onOptionSelect={(_, data) => onCambio(cambiarMunicipio(valor, data.optionValue ?? ''))}
        >
          {estado}
          {(municipios ?? []).map((m) => (
            <Option key={m.nombre} value={m.nombre}>
              {m.nombre}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field
        label={t('datos.institucion')}
        required={requerido}
        validationMessage={mensajeInstitucion}
        hint={valor.municipio ? undefined : t('datos.primeroMunicipio')}
      >
        <Dropdown
          placeholder={t('datos.seleccionar')}
          disabled={!valor.municipio}
          value={valor.institucion}
          selectedOptions={valor.institucion ? [valor.institucion] : []}
          onOpenChange={(_, data) => {
            alAbrir(data.open);
            if (!data.open) onTocar?.('institucion');
          }}
          onOptionSelect={(_, data) => onCambio({ ...valor, institucion: data.optionValue ?? '' })}
        >
          {estado}
          {instituciones.map((nombre) => (
            <Option key={nombre} value={nombre}>
              {nombre}
            </Option>
          ))}
        </Dropdown>
      </Field>
    </>
  );
}
