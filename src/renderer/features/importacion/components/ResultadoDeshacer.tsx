import { Body1 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ResultadoDeshacer as Resultado } from '../api';

/** What an undo did: how many users went, and which were kept and why. */
export function ResultadoDeshacer({ resultado }: { resultado: Resultado }) {
  const { t } = useTranslation();
  return (
    <>
      <Body1 as="p">{t('importacion.deshacer.eliminados', { count: resultado.eliminados })}</Body1>
      {resultado.conservados.length > 0 ? (
        <>
          <Body1 as="p">
            {t('importacion.deshacer.conservados', { count: resultado.conservados.length })}
          </Body1>
          <ul>
            {resultado.conservados.map((c) => (
              <li key={c.email}>
                {c.email} — {c.motivo}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
