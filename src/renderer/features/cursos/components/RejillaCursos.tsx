import { makeStyles, tokens } from '@fluentui/react-components';
import type { Curso } from '@shared/api';
import type { RolConPermisos } from '@shared/domain/permisos';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useNotificar } from '../../../ui/notificaciones';
import { TarjetaAgregar } from '../../../ui/TarjetaAgregar';
import { estadoTarjeta, type AccionesCursos } from '../tarjetas';
import type { DialogoCurso } from './DialogosCursos';
import { TarjetaCurso } from './TarjetaCurso';

const useStyles = makeStyles({
  rejilla: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
});

/** The course cards (open, edit, delete, on/off) and, for who may create, the 'add' card. */
export function RejillaCursos({
  cursos,
  rol,
  acciones,
  onDialogo,
  onEstado,
}: {
  cursos: readonly Curso[];
  rol: RolConPermisos | null | undefined;
  acciones: AccionesCursos;
  onDialogo(dialogo: DialogoCurso): void;
  onEstado(curso: Curso, activo: boolean): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const notificar = useNotificar();
  return (
    <div className={styles.rejilla}>
      {cursos.map((curso) => {
        const estado = estadoTarjeta(curso, rol);
        return (
          <TarjetaCurso
            key={curso._id}
            curso={curso}
            atenuada={estado.atenuada}
            acciones={acciones}
            onAbrir={() => {
              if (estado.accion.tipo === 'abrir') void navigate(estado.accion.ruta);
              else notificar.aviso(t('cursos.lista.sinAcceso'));
            }}
            onEditar={() => onDialogo({ tipo: 'editar', curso })}
            onEliminar={() => onDialogo({ tipo: 'eliminar', curso })}
            onEstado={(activo) => onEstado(curso, activo)}
          />
        );
      })}
      {acciones.crear ? (
        <TarjetaAgregar
          texto={t('cursos.lista.agregar')}
          alto={180}
          onAgregar={() => onDialogo({ tipo: 'nuevo' })}
        />
      ) : null}
    </div>
  );
}
