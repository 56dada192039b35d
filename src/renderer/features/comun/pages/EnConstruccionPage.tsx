import { Body1, Title2 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { es } from '../../../i18n/locales/es';
import { EnlaceInterno } from '../../../ui/EnlaceInterno';
import { TarjetaPagina } from '../../../ui/TarjetaPagina';

export type Pantalla = keyof typeof es.pantallas;

/**
 * What a route of spec 2 shows until its screen is built: its name and an honest
 * "under construction", never sample content.
 */
export function EnConstruccionPage({ pantalla }: { pantalla: Pantalla }) {
  const { t } = useTranslation();
  return (
    <TarjetaPagina ancho={560} variante="interna" apretada>
      <Title2 as="h1">{t(`pantallas.${pantalla}`)}</Title2>
      <Body1>{t('errores.enConstruccion.mensaje')}</Body1>
      <div>
        <EnlaceInterno to="/">{t('comun.volverAlInicio')}</EnlaceInterno>
      </div>
    </TarjetaPagina>
  );
}
