import {
  Caption1,
  Field,
  Input,
  ProgressBar,
  Radio,
  RadioGroup,
  Select,
  Spinner,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { Curso, Multimedia } from '@shared/api';
import { LIMITES_MULTIMEDIA } from '@shared/domain/multimedias';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ElegirArchivo } from '../../../ui/ElegirArchivo';
import { EtiquetasInput } from '../../../ui/EtiquetasInput';
import { FormularioDialog } from '../../../ui/FormularioDialog';
import { useFormulario } from '../../../ui/useFormulario';
import { etiquetasReducer } from '../filtro';
import {
  ACEPTA_ARCHIVO_MULTIMEDIA,
  MULTIMEDIA_VACIA,
  claveMensajeMultimedia,
  tamanoLegible,
  tipoDerivado,
  validarArchivoMultimedia,
  validarMultimedia,
  valoresDeMultimedia,
  type ErrorArchivo,
  type ValoresMultimedia,
} from '../multimediaForm';
import { useGuardarMultimedia } from '../useGuardarMultimedia';

const useStyles = makeStyles({
  estado: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** 'Nueva multimedia' / 'Editar multimedia' (spec 2 Dialogs, spec 5). Mounted open. */
export function MultimediaFormDialog({
  multimedia,
  cursoInicial,
  cursos,
  onCerrar,
}: {
  multimedia?: Multimedia;
  cursoInicial: string;
  cursos: readonly Curso[];
  onCerrar(): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [archivo, setArchivo] = useState<File | null>(null);
  const [errorArchivo, setErrorArchivo] = useState<ErrorArchivo | null>(null);
  const validar = useCallback(
    (v: ValoresMultimedia) => validarMultimedia(v, archivo !== null),
    [archivo],
  );
  const form = useFormulario<ValoresMultimedia>(
    multimedia ? valoresDeMultimedia(multimedia) : { ...MULTIMEDIA_VACIA, curso: cursoInicial },
    validar,
  );
  const { guardar, cancelar, fase, progreso } = useGuardarMultimedia();
  const v = form.valores;
  const mensaje = (campo: string) => {
    const m = form.mensaje(campo);
    const clave = claveMensajeMultimedia(form.errores[campo]);
    return m && clave ? t(clave) : m;
  };
  const tipo = archivo
    ? tipoDerivado(archivo)
    : multimedia?.tipoMedia !== 'link'
      ? multimedia?.tipoMedia
      : null;
  const ocupado = fase !== 'inactivo';

  return (
    <FormularioDialog
      abierto
      ancho
      titulo={multimedia ? t('multimedias.form.tituloEditar') : t('multimedias.form.tituloNuevo')}
      accion={t('comun.guardar')}
      enviando={ocupado}
      onCancelar={() => {
        cancelar();
        onCerrar();
      }}
      onEnviar={() => {
        form.intentar();
        if (!form.valido || errorArchivo) return;
        void guardar(v, v.modo === 'archivo' ? archivo : null, multimedia).then((ok) => {
          if (ok) onCerrar();
        });
      }}
    >
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
            validationMessage={
              errorArchivo
                ? t(`multimedias.form.errores.${errorArchivo}`)
                : archivo
                  ? undefined
                  : mensaje('file')
            }
          >
            <ElegirArchivo
              etiqueta={t('multimedias.form.elegir')}
              accept={ACEPTA_ARCHIVO_MULTIMEDIA}
              nombre={archivo ? `${archivo.name} (${tamanoLegible(archivo.size)})` : null}
              disabled={ocupado}
              onElegir={(elegido) => {
                setErrorArchivo(elegido ? validarArchivoMultimedia(elegido) : null);
                setArchivo(elegido);
              }}
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
      {fase === 'subiendo' ? (
        <Field label={t('multimedias.form.subiendo', { porcentaje: progreso })}>
          <ProgressBar value={progreso / 100} />
        </Field>
      ) : null}
      {fase === 'guardando' ? (
        <div className={styles.estado} role="status">
          <Spinner size="tiny" />
          <Caption1>{t('multimedias.form.guardando')}</Caption1>
        </div>
      ) : null}
    </FormularioDialog>
  );
}
