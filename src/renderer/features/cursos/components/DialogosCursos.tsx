import { Body1, Field, Input } from '@fluentui/react-components';
import type { Curso } from '@shared/api';
import { useTranslation } from 'react-i18next';
import { ConfirmarDialog } from '../../../ui/ConfirmarDialog';
import type { useAccionesCursos } from '../useAccionesCursos';
import { AsignarCursoUsuarioDialog } from './AsignarCursoUsuarioDialog';
import { CursoFormDialog } from './CursoFormDialog';

export type DialogoCurso = { tipo: 'nuevo' } | { tipo: 'editar' | 'eliminar'; curso: Curso } | null;

/** The dialogs of the course list: new/edit form, delete confirmation, assign to a user. */
export function DialogosCursos({
  dialogo,
  asignando,
  cursos,
  hacer,
  onCerrar,
  onCerrarAsignar,
  onCreado,
}: {
  dialogo: DialogoCurso;
  asignando: boolean;
  cursos: readonly Curso[];
  hacer: ReturnType<typeof useAccionesCursos>;
  onCerrar(): void;
  onCerrarAsignar(): void;
  /** A new course was saved (the list shows the page it lands on). */
  onCreado?(): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {dialogo?.tipo === 'nuevo' || dialogo?.tipo === 'editar' ? (
        <CursoFormDialog
          key={dialogo.tipo === 'editar' ? dialogo.curso._id : 'nuevo'}
          curso={dialogo.tipo === 'editar' ? dialogo.curso : undefined}
          enviando={hacer.guardando}
          onCerrar={onCerrar}
          onEnviar={(v) =>
            void hacer
              .guardar(dialogo.tipo === 'editar' ? dialogo.curso : undefined, v)
              .then((ok) => {
                if (!ok) return;
                if (dialogo.tipo === 'nuevo') onCreado?.();
                onCerrar();
              })
          }
        />
      ) : null}
      <ConfirmarDialog
        abierto={dialogo?.tipo === 'eliminar'}
        titulo={t('cursos.eliminar.titulo')}
        accion={t('comun.continuar')}
        enviando={hacer.borrando}
        onCancelar={onCerrar}
        onConfirmar={() => {
          if (dialogo?.tipo !== 'eliminar') return;
          void hacer.borrar(dialogo.curso).then((ok) => {
            if (ok) onCerrar();
          });
        }}
      >
        <Body1 as="p">{t('cursos.eliminar.advertencia')}</Body1>
        {dialogo?.tipo === 'eliminar' ? (
          <Field label={t('cursos.form.campos.nombre')}>
            <Input readOnly value={dialogo.curso.nombre} />
          </Field>
        ) : null}
      </ConfirmarDialog>
      {asignando ? (
        <AsignarCursoUsuarioDialog
          cursos={cursos}
          enviando={hacer.asignando}
          onCerrar={onCerrarAsignar}
          onEnviar={(u, ids) =>
            void hacer.asignarCursos(u, ids).then((ok) => {
              if (ok) onCerrarAsignar();
            })
          }
        />
      ) : null}
    </>
  );
}
