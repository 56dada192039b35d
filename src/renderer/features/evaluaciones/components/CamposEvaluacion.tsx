import { Button, Field, Input, Select, Textarea, makeStyles } from '@fluentui/react-components';
import { LIMITES_EVALUACION as L } from '@shared/domain/evaluaciones';
import { useTranslation } from 'react-i18next';
import { IconoAgregar } from '../../../ui/iconos';
import type { useFormulario } from '../../../ui/useFormulario';
import { useListarCursosQuery } from '../../cursos';
import {
  agregarPregunta,
  cambiarPregunta,
  quitarPregunta,
  type ValoresEvaluacion,
} from '../evaluacionForm';
import { PreguntaEditor } from './PreguntaEditor';

const useStyles = makeStyles({
  // A long course name must not widen the field past a phone's screen (issue 16).
  lista: { minWidth: 0 },
});

type FormularioEvaluacion = ReturnType<typeof useFormulario<ValoresEvaluacion>>;
type CampoTexto = 'codigo' | 'nombre';

interface Props {
  form: FormularioEvaluacion;
  /** A path's shown message (the client's, else the server's). */
  mensaje(ruta: string): string | undefined;
}

/** Course, code, name and description of the evaluation. */
export function CamposDatosEvaluacion({ form, mensaje }: Props) {
  const { t } = useTranslation();
  const cursos = useListarCursosQuery(undefined);
  const styles = useStyles();
  const v = form.valores;
  const texto = (campo: CampoTexto) => (
    <Field
      label={t(`evaluaciones.form.campos.${campo}`)}
      required
      validationMessage={mensaje(campo)}
    >
      <Input
        value={form.valores[campo]}
        maxLength={L.codigoMax + 10}
        onChange={(_, d) => form.cambiar(campo, d.value)}
        onBlur={() => form.tocar(campo)}
      />
    </Field>
  );

  return (
    <>
      <Field
        label={t('evaluaciones.form.campos.curso')}
        required
        validationMessage={mensaje('curso')}
      >
        <Select
          className={styles.lista}
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
    </>
  );
}

/** The questions, each in its editor, and 'Agregar pregunta' up to the maximum. */
export function ListaPreguntas({ form, mensaje }: Props) {
  const { t } = useTranslation();
  const v = form.valores;
  return (
    <>
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
    </>
  );
}
