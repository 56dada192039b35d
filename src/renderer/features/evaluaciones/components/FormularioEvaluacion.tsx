import {
  Button,
  Field,
  Input,
  Select,
  Subtitle1,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { LIMITES_EVALUACION as L } from '@shared/domain/evaluaciones';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { IconoAgregar } from '../../../ui/iconos';
import { useFormulario } from '../../../ui/useFormulario';
import { useListarCursosQuery } from '../../cursos/api';
import {
  agregarPregunta,
  cambiarPregunta,
  claveMensajeEvaluacion,
  conPuntaje,
  hayProblemas,
  problemasPreguntas,
  quitarPregunta,
  validarEvaluacion,
  type ValoresEvaluacion,
} from '../evaluacionForm';
import { RUTA_EVALUACIONES } from '../tarjetas';
import { useGuardarEvaluacion } from '../useGuardarEvaluacion';
import { AjustesIntentosCampos } from './AjustesIntentosCampos';
import { PreguntaEditor } from './PreguntaEditor';
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

type CampoTexto = 'codigo' | 'nombre';

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
  const cursos = useListarCursosQuery(undefined);
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
  const texto = (campo: CampoTexto) => (
    <Field
      label={t(`evaluaciones.form.campos.${campo}`)}
      required
      validationMessage={mensaje(campo)}
    >
      <Input
        value={v[campo]}
        maxLength={L.codigoMax + 10}
        onChange={(_, d) => form.cambiar(campo, d.value)}
        onBlur={() => form.tocar(campo)}
      />
    </Field>
  );

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
      <Field
        label={t('evaluaciones.form.campos.curso')}
        required
        validationMessage={mensaje('curso')}
      >
        <Select
          value={v.curso}
          onChange={(_, d) => form.cambiar('curso', d.value)}
          onBlur={() => form.tocar('curso')}
        >
          <option value="">{t('evaluaciones.form.elegirCurso')}</option>
          {(cursos.data ?? []).map((c) => (
            <option key={c._id} value={c._id}>
              {`${c.codigo} – ${c.nombre}`}
            </option>
          ))}
        </Select>
      </Field>
      {texto('codigo')}
      {texto('nombre')}
      <Field
        label={t('evaluaciones.form.campos.descripcion')}
        validationMessage={mensaje('descripcion')}
        hint={t('comun.contador', { n: v.descripcion.length, max: L.descripcionMax })}
      >
        <Textarea
          value={v.descripcion}
          resize="vertical"
          onChange={(_, d) => form.cambiar('descripcion', d.value)}
          onBlur={() => form.tocar('descripcion')}
        />
      </Field>
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
      {v.preguntas.map((p, i) => (
        <PreguntaEditor
          key={p.clave}
          numero={i + 1}
          pregunta={p}
          mensaje={(sub) => mensaje(`preguntas.${i}.${sub}`)}
          onTocar={(sub) => form.tocar(`preguntas.${i}.${sub}`)}
          onCambio={(nueva) => form.setValores((prev) => cambiarPregunta(prev, i, nueva))}
          onQuitar={() => form.setValores((prev) => quitarPregunta(prev, i))}
        />
      ))}
      <div>
        <Button
          icon={<IconoAgregar />}
          disabled={v.preguntas.length >= L.preguntasMax}
          onClick={() => form.setValores(agregarPregunta)}
        >
          {t('evaluaciones.form.agregarPregunta')}
        </Button>
      </div>
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
