import { Field, Input, Select, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import type { Curso } from '@shared/api';
import { COLORES_TARJETA, LIMITES_CURSO, colorDeTexto } from '@shared/domain/cursos';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormularioDialog } from '../../../ui/FormularioDialog';
import { useFormulario } from '../../../ui/useFormulario';
import {
  CURSO_VACIO,
  claveMensajeCurso,
  validarCurso,
  valoresDeCurso,
  type ValoresCurso,
} from '../cursoForm';
import { ImagenFondoCampo } from './ImagenFondoCampo';

const useStyles = makeStyles({
  color: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muestra: {
    width: '88px',
    height: '32px',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: tokens.fontSizeBase200,
    flexShrink: 0,
  },
});

type CampoTexto = 'codigo' | 'nombre';

/**
 * The card colour: the palette (automatic for a new course), plus the course's own colour
 * when it is not in the palette; a sample shows it with its readable text colour.
 */
function CampoColor(props: { fondo: string; edicion: boolean; onCambio(color: string): void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { fondo } = props;
  return (
    <div className={styles.color}>
      <Field label={t('cursos.form.campos.color')}>
        <Select value={fondo} onChange={(_, data) => props.onCambio(data.value)}>
          {props.edicion ? null : <option value="">{t('cursos.form.colorAutomatico')}</option>}
          {props.edicion && !(COLORES_TARJETA as readonly string[]).includes(fondo) ? (
            <option value={fondo}>{fondo}</option>
          ) : null}
          {COLORES_TARJETA.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
      </Field>
      {fondo ? (
        <span
          className={styles.muestra}
          style={{ backgroundColor: fondo, color: colorDeTexto(fondo) }}
          aria-hidden="true"
        >
          {t('cursos.form.muestra')}
        </span>
      ) : null}
    </div>
  );
}

/** 'Nuevo Módulo' / 'Editar Módulo' (spec 2 Dialogs, spec 5). Mounted open; unmounted to close. */
export function CursoFormDialog({
  curso,
  enviando,
  onEnviar,
  onCerrar,
}: {
  curso?: Curso;
  enviando: boolean;
  onEnviar(valores: ValoresCurso): void;
  onCerrar(): void;
}) {
  const { t } = useTranslation();
  const form = useFormulario<ValoresCurso>(
    curso ? valoresDeCurso(curso) : CURSO_VACIO,
    validarCurso,
  );
  const [subiendo, setSubiendo] = useState(false);
  const v = form.valores;
  const mensaje = (campo: string) => {
    const m = form.mensaje(campo);
    const clave = claveMensajeCurso(form.errores[campo]);
    return m && clave ? t(clave) : m;
  };
  const texto = (campo: CampoTexto) => (
    <Field label={t(`cursos.form.campos.${campo}`)} required validationMessage={mensaje(campo)}>
      <Input
        value={v[campo]}
        maxLength={LIMITES_CURSO.nombreMax + 10}
        onChange={(_, data) => form.cambiar(campo, data.value)}
        onBlur={() => form.tocar(campo)}
      />
    </Field>
  );

  return (
    <FormularioDialog
      abierto
      titulo={curso ? t('cursos.form.tituloEditar') : t('cursos.form.tituloNuevo')}
      accion={t('comun.guardar')}
      enviando={enviando || subiendo}
      onCancelar={onCerrar}
      onEnviar={() => {
        form.intentar();
        if (form.valido) onEnviar(v);
      }}
    >
      {texto('codigo')}
      {texto('nombre')}
      <Field
        label={t('cursos.form.campos.descripcion')}
        validationMessage={mensaje('descripcion')}
        hint={t('comun.contador', {
          n: v.descripcion.length,
          max: LIMITES_CURSO.descripcionMax,
        })}
      >
        <Textarea
          value={v.descripcion}
          resize="vertical"
          onChange={(_, data) => form.cambiar('descripcion', data.value)}
          onBlur={() => form.tocar('descripcion')}
        />
      </Field>
      <ImagenFondoCampo
        valor={v.imagenFondo}
        onCambio={(nombre) => form.cambiar('imagenFondo', nombre)}
        onSubiendo={setSubiendo}
      />
      <CampoColor
        fondo={v.colorFondoTarjeta}
        edicion={curso !== undefined}
        onCambio={(c) => form.cambiar('colorFondoTarjeta', c)}
      />
    </FormularioDialog>
  );
}
