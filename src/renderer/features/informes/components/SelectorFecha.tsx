import { Field } from '@fluentui/react-components';
import { DatePicker, type DatePickerProps } from '@fluentui/react-datepicker-compat';
import { SEMANA_EMPIEZA } from '@shared/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { diaDeFechaLocal, diaDeTexto, fechaLocalDeDia, textoDeDia } from '../informes';
import { useCadenasCalendario } from '../useCadenasCalendario';

/** Weeks start on Monday (the app's one date rule): DayOfWeek.Monday is 1, as in date-fns. */
const LUNES = SEMANA_EMPIEZA as NonNullable<DatePickerProps['firstDayOfWeek']>;

const aFecha = (texto: string): Date | null => {
  const dia = diaDeTexto(texto);
  return dia ? fechaLocalDeDia(dia) : null;
};

/**
 * A report date with Fluent's date picker: typed as DD/MM/YYYY (Spanish order) or picked on
 * its calendar (Spanish names, weeks from Monday). The page holds the day as YYYY-MM-DD;
 * text that is not a date says so under the field.
 */
export function SelectorFecha(props: {
  etiqueta: string;
  dia: string;
  onCambiar(dia: string): void;
  error?: string;
}) {
  const { t } = useTranslation();
  const cadenas = useCadenasCalendario();
  const [invalido, setInvalido] = useState(false);
  const mensaje = invalido ? t('informes.fechaInvalida') : props.error;
  return (
    <Field
      label={props.etiqueta}
      hint={t('informes.formatoFecha')}
      validationState={mensaje ? 'error' : 'none'}
      validationMessage={mensaje}
    >
      <DatePicker
        allowTextInput
        value={fechaLocalDeDia(props.dia)}
        onSelectDate={(fecha) => {
          setInvalido(false);
          props.onCambiar(diaDeFechaLocal(fecha));
        }}
        onValidationResult={(r) => setInvalido(r.error === 'invalid-input')}
        formatDate={(fecha) => textoDeDia(diaDeFechaLocal(fecha))}
        parseDateFromString={aFecha}
        placeholder={t('informes.formatoFecha')}
        firstDayOfWeek={LUNES}
        strings={cadenas}
        popupSurface={{ 'aria-label': t('informes.calendario', { campo: props.etiqueta }) }}
      />
    </Field>
  );
}
