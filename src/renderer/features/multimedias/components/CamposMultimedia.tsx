import { Field, Input, Radio, RadioGroup, Select, Textarea } from '@fluentui/react-components';
import type { Curso } from '@shared/api';
import { LIMITES_MULTIMEDIA } from '@shared/domain/multimedias';
import { useTranslation } from 'react-i18next';
import { ElegirArchivo } from '../../../ui/ElegirArchivo';
import { EtiquetasInput } from '../../../ui/EtiquetasInput';
import { etiquetasReducer } from '../filtro';
import {
  ACEPTA_ARCHIVO_MULTIMEDIA,
  tamanoLegible,
  type ValoresMultimedia,
} from '../multimediaForm';
import type { FormularioMultimedia } from '../useFormularioMultimedia';

/** Name, description, tags and course of a lesson. */
export function CamposDatosMultimedia({
  estado,
  cursos,
}: {
  estado: FormularioMultimedia;
  cursos: readonly Curso[];
}) {
  const { t } = useTranslation();
  const { form, mensaje } = estado;
  const v = form.valores;
  return (
    <>
      <Field label={t('multimedias.form.nombre')} required validationMessage={mensaje('nombre')}>
        <Input
          value={v.nombre}
          maxLength={LIMITES_MULTIMEDIA.nombreMax}
          onChange={(_, data) => form.cambiar('nombre', data.value)}
          onBlur={() => form.tocar('nombre')}
        />
      </Field>
      <Field
        label={t('multimedias.form.descripcion')}
        validationMessage={mensaje('descripcion')}
        hint={t('comun.contador', {
          n: v.descripcion.length,
          max: LIMITES_MULTIMEDIA.descripcionMax,
        })}
      >
        <Textarea
          value={v.descripcion}
          resize="vertical"
          onChange={(_, data) => form.cambiar('descripcion', data.value)}
        />
      </Field>
      <EtiquetasInput
        etiqueta={t('multimedias.form.tags')}
        etiquetas={v.tags}
        onAgregar={(texto) =>
          form.cambiar('tags', etiquetasReducer(v.tags, { tipo: 'agregar', texto }))
        }
        onQuitar={(etiqueta) =>
          form.cambiar('tags', etiquetasReducer(v.tags, { tipo: 'quitar', etiqueta }))
        }
      />
      <Field label={t('multimedias.form.curso')}>
        <Select value={v.curso} onChange={(_, data) => form.cambiar('curso', data.value)}>
          <option value="">{t('multimedias.sinCurso')}</option>
          {cursos.map((c) => (
            <option key={c._id} value={c._id}>
              {c.codigo} – {c.nombre}
            </option>
          ))}
        </Select>
      </Field>
    </>
  );
}

/** Where the lesson comes from: an uploaded file (with its derived type) or a link. */
export function CamposOrigenMultimedia({
  estado,
  ocupado,
}: {
  estado: FormularioMultimedia;
  ocupado: boolean;
}) {
  const { t } = useTranslation();
  const { form, mensaje, archivo, errorArchivo, tipo } = estado;
  const v = form.valores;
  const errorDeArchivo = errorArchivo
    ? t(`multimedias.form.errores.${errorArchivo}`)
    : archivo
      ? undefined
      : mensaje('file');
  return (
    <>
      <Field label={t('multimedias.form.origen')}>
        <RadioGroup
          layout="horizontal"
          value={v.modo}
          onChange={(_, data) => form.cambiar('modo', data.value as ValoresMultimedia['modo'])}
        >
          <Radio value="archivo" label={t('multimedias.form.modoArchivo')} />
          <Radio value="enlace" label={t('multimedias.form.modoEnlace')} />
        </RadioGroup>
      </Field>
      {v.modo === 'archivo' ? (
        <>
          <Field
            label={t('multimedias.form.archivo')}
            hint={t('multimedias.form.archivoAyuda')}
            validationMessage={errorDeArchivo}
          >
            <ElegirArchivo
              etiqueta={t('multimedias.form.elegir')}
              accept={ACEPTA_ARCHIVO_MULTIMEDIA}
              nombre={archivo ? `${archivo.name} (${tamanoLegible(archivo.size)})` : null}
              disabled={ocupado}
              onElegir={estado.elegirArchivo}
            />
          </Field>
          <Field label={t('multimedias.form.tipo')}>
            <Input readOnly value={tipo ? t(`cursos.tiposMedia.${tipo}`) : ''} />
          </Field>
        </>
      ) : (
        <Field label={t('multimedias.form.enlace')} required validationMessage={mensaje('link')}>
          <Input
            type="url"
            value={v.link}
            placeholder="https://"
            onChange={(_, data) => form.cambiar('link', data.value)}
            onBlur={() => form.tocar('link')}
          />
        </Field>
      )}
    </>
  );
}
