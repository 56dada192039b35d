import { Button, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useFormulario } from '../../../ui/useFormulario';
import {
  claveMensajeEvaluacion,
  conPuntaje,
  hayProblemas,
  problemasPreguntas,
  validarEvaluacion,
  type ValoresEvaluacion,
} from '../evaluacionForm';
import { RUTA_EVALUACIONES } from '../tarjetas';
import { useGuardarEvaluacion } from '../useGuardarEvaluacion';
import { AjustesIntentosCampos } from './AjustesIntentosCampos';
import { CamposDatosEvaluacion, ListaPreguntas } from './CamposEvaluacion';
import { ProblemasPreguntas } from './ProblemasPreguntas';
import { PuntajeMinimoCampo } from './PuntajeMinimoCampo';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '860px',
  },
  acciones: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
});

/** The evaluation create/edit form (spec 2 and 5). */
export function FormularioEvaluacion({
  id,
  inicial,
}: {
  /** The evaluation being edited; undefined creates one. */
  id?: string;
  inicial: ValoresEvaluacion;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const form = useFormulario(inicial, validarEvaluacion);
  const { guardar, guardando, erroresServidor } = useGuardarEvaluacion(id);
  const v = form.valores;
  const problemas = problemasPreguntas(v);
  // The questions' summary, like every field error, shows from the first save attempt on.
  const [intentado, setIntentado] = useState(false);

  /** Client error first (translated), else what the server answered for that path. */
  const mensaje = (ruta: string): string | undefined => {
    const m = form.mensaje(ruta);
    const original = m === undefined ? erroresServidor[ruta] : form.errores[ruta];
    if (original === undefined) return undefined;
    const clave = claveMensajeEvaluacion(original);
    return clave ? t(clave) : (m ?? original);
  };
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.intentar();
        setIntentado(true);
        if (form.valido && !hayProblemas(problemas) && !guardando) void guardar(v);
      }}
    >
      <CamposDatosEvaluacion form={form} mensaje={mensaje} />
      <PuntajeMinimoCampo
        valor={v.puntajeMinimo}
        max={v.preguntas.length}
        error={mensaje('puntajeMinimo')}
        onCambio={(n) => form.setValores((prev) => conPuntaje(prev, n))}
      />
      <AjustesIntentosCampos
        valores={v}
        totalPreguntas={v.preguntas.length}
        mensaje={mensaje}
        onCambio={form.cambiar}
        onTocar={form.tocar}
      />
      <Subtitle1 as="h2">{t('evaluaciones.form.preguntas')}</Subtitle1>
      <ListaPreguntas form={form} mensaje={mensaje} />
      {intentado ? <ProblemasPreguntas problemas={problemas} /> : null}
      <div className={styles.acciones}>
        <Button appearance="secondary" onClick={() => void navigate(RUTA_EVALUACIONES)}>
          {t('comun.cancelar')}
        </Button>
        <Button type="submit" appearance="primary" disabled={guardando}>
          {t('comun.guardar')}
        </Button>
      </div>
    </form>
  );
}
