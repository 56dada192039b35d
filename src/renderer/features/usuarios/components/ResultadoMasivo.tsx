import { Body1 } from '@fluentui/react-components';
import type { ResultadoMasivo as Resultado } from '@shared/api';
import { useTranslation } from 'react-i18next';
import { textoResultadoMasivo } from '../masivo';

/** What a bulk action did, and each refusal with its reason. */
export function ResultadoMasivo({ resultado }: { resultado: Resultado }) {
  const { t } = useTranslation();
  const texto = textoResultadoMasivo(resultado, t);
  return (
    <>
      {texto.resumen.map((linea) => (
        <Body1 as="p" key={linea}>
          {linea}
        </Body1>
      ))}
      {texto.rechazados.length > 0 ? (
        <ul aria-label={t('usuarios.masivo.resultado.listaRechazados')}>
          {texto.rechazados.map((linea) => (
            <li key={linea}>{linea}</li>
          ))}
        </ul>
      ) : null}
      {texto.otros ? <Body1 as="p">{texto.otros}</Body1> : null}
    </>
  );
}
