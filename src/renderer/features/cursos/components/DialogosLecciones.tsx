import { Body1 } from '@fluentui/react-components';
import type { Curso, Multimedia } from '@shared/api';
import { useTranslation } from 'react-i18next';
import { aApiFailure } from '../../../app/apiError';
import { ConfirmarDialog } from '../../../ui/ConfirmarDialog';
import { useNotificar } from '../../../ui/notificaciones';
import { MultimediaFormDialog, useBorrarMultimediaMutation } from '../../multimedias';

export type DialogoLeccion =
  { tipo: 'nuevo' } | { tipo: 'editar' | 'eliminar'; multimedia: Multimedia } | null;

/** The lesson-edit page's dialogs: new/edit lesson and the delete confirmation. */
export function DialogosLecciones({
  dialogo,
  cursoInicial,
  cursos,
  onCerrar,
}: {
  dialogo: DialogoLeccion;
  cursoInicial: string;
  cursos: readonly Curso[];
  onCerrar(): void;
}) {
  const { t } = useTranslation();
  const notificar = useNotificar();
  const [borrar, estadoBorrar] = useBorrarMultimediaMutation();
  const confirmarBorrado = async () => {
    if (dialogo?.tipo !== 'eliminar') return;
    const r = await borrar(dialogo.multimedia._id);
    if (r.error) {
      notificar.error(t('multimedias.errores.eliminar'), aApiFailure(r.error).data.error);
      return;
    }
    notificar.exito(t('multimedias.eliminar.exito'));
    onCerrar();
  };
  return (
    <>
      {dialogo?.tipo === 'nuevo' || dialogo?.tipo === 'editar' ? (
        <MultimediaFormDialog
          key={dialogo.tipo === 'editar' ? dialogo.multimedia._id : 'nuevo'}
          multimedia={dialogo.tipo === 'editar' ? dialogo.multimedia : undefined}
          cursoInicial={cursoInicial}
          cursos={cursos}
          onCerrar={onCerrar}
        />
      ) : null}
      <ConfirmarDialog
        abierto={dialogo?.tipo === 'eliminar'}
        titulo={t('multimedias.eliminar.titulo')}
        accion={t('multimedias.eliminar.accion')}
        enviando={estadoBorrar.isLoading}
        onCancelar={onCerrar}
        onConfirmar={() => void confirmarBorrado()}
      >
        {dialogo?.tipo === 'eliminar' ? <Body1 as="p">{dialogo.multimedia.nombre}</Body1> : null}
        <Body1 as="p">{t('multimedias.eliminar.irreversible')}</Body1>
      </ConfirmarDialog>
    </>
  );
}
