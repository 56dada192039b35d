import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { textosProblemas, type ProblemasPreguntas as Problemas } from '../evaluacionForm';

/** The save-time rules about the questions (spec 5), with the offending question numbers. */
export function ProblemasPreguntas({ problemas }: { problemas: Problemas }) {
  const { t } = useTranslation();
  const lineas = textosProblemas(problemas, {
    sinPreguntas: t('evaluaciones.mensajes.sinPreguntas'),
    sinCorrecta: t('evaluaciones.mensajes.sinCorrecta'),
    pocasRespuestas: t('evaluaciones.mensajes.pocasRespuestas'),
  });
  if (lineas.length === 0) return null;
  return (
    <MessageBar intent="error" layout="multiline" role="alert">
      <MessageBarBody>
        {lineas.map((l) => (
          <div key={l}>{l}</div>
        ))}
      </MessageBarBody>
    </MessageBar>
  );
}
