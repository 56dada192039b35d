import {
  Caption1,
  Field,
  ProgressBar,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { Curso, Multimedia } from '@shared/api';
import { useTranslation } from 'react-i18next';
import { FormularioDialog } from '../../../ui/FormularioDialog';
import { useFormularioMultimedia } from '../useFormularioMultimedia';
import { useGuardarMultimedia } from '../useGuardarMultimedia';
import { CamposDatosMultimedia, CamposOrigenMultimedia } from './CamposMultimedia';
import { SubtitulosLeccion } from './SubtitulosLeccion';

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
  const estado = useFormularioMultimedia(multimedia, cursoInicial);
  const { form, archivo, errorArchivo } = estado;
  const { guardar, cancelar, fase, progreso } = useGuardarMultimedia();
  const v = form.valores;
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
      <CamposDatosMultimedia estado={estado} cursos={cursos} />
      <CamposOrigenMultimedia estado={estado} ocupado={ocupado} />
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
      <SubtitulosLeccion multimedia={multimedia} />
    </FormularioDialog>
  );
}
