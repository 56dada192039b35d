import type { CalendarStrings } from '@fluentui/react-datepicker-compat';
import { format } from 'date-fns';
import { localeFecha } from '@shared/dates';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The date picker's calendar in the app's language: month and day names from date-fns'
 * locale (Spanish by default: "noviembre", "lu"), its buttons' names from i18next.
 */
export interface TextosCalendario {
  irAHoy: string;
  mesAnterior: string;
  mesSiguiente: string;
  anioAnterior: string;
  anioSiguiente: string;
  cerrarCalendario: string;
}

export function cadenasCalendario(idioma: string, textos: TextosCalendario): CalendarStrings {
  const locale = localeFecha(idioma);
  const mes = (i: number, patron: string) => format(new Date(2026, i, 1), patron, { locale });
  // 4 January 2026 is a Sunday: DateGridStrings list the days from Sunday.
  const dia = (i: number, patron: string) => format(new Date(2026, 0, 4 + i), patron, { locale });
  const doce = Array.from({ length: 12 }, (_, i) => i);
  const siete = Array.from({ length: 7 }, (_, i) => i);
  return {
    months: doce.map((i) => mes(i, 'LLLL')),
    shortMonths: doce.map((i) => mes(i, 'LLL')),
    days: siete.map((i) => dia(i, 'EEEE')),
    shortDays: siete.map((i) => dia(i, 'EEEEEE')),
    goToToday: textos.irAHoy,
    prevMonthAriaLabel: textos.mesAnterior,
    nextMonthAriaLabel: textos.mesSiguiente,
    prevYearAriaLabel: textos.anioAnterior,
    nextYearAriaLabel: textos.anioSiguiente,
    closeButtonAriaLabel: textos.cerrarCalendario,
  };
}

export function useCadenasCalendario(): CalendarStrings {
  const { t, i18n } = useTranslation();
  return useMemo(
    () =>
      cadenasCalendario(i18n.language, {
        irAHoy: t('informes.irAHoy'),
        mesAnterior: t('informes.mesAnterior'),
        mesSiguiente: t('informes.mesSiguiente'),
        anioAnterior: t('informes.anioAnterior'),
        anioSiguiente: t('informes.anioSiguiente'),
        cerrarCalendario: t('informes.cerrarCalendario'),
      }),
    [i18n.language, t],
  );
}
