import { Combobox, Field, Option, Select, makeStyles, tokens } from '@fluentui/react-components';
import type { Usuario } from '@shared/api';
import { tienePermiso } from '@shared/domain/permisos';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { useDebounce } from '../../../ui/useDebounce';
import { selectUsuario } from '../../auth';
import { useListarCursosQuery } from '../../cursos';
import { nombreDeUsuario, useListarUsuariosQuery } from '../../usuarios';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  campo: { minWidth: '240px' },
  // A long course name must not widen the field past a phone's screen (issue 16).
  lista: { minWidth: 0 },
});

export interface FiltrosCalificacionesProps {
  curso: string | null;
  onEstudiante(id: string | null): void;
  onCurso(id: string | null): void;
}

/**
 * Filters of the everyone's-grades view: a learner found by typed text (the users list,
 * only when the role may consult users) and a course.
 */
export function FiltrosCalificaciones({
  curso,
  onEstudiante,
  onCurso,
}: FiltrosCalificacionesProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const rol = useAppSelector(selectUsuario)?.rol;
  const conUsuarios = tienePermiso(rol, 'usuarios', 'consultar');
  const conCursos = tienePermiso(rol, 'cursos', 'consultar');
  const [texto, setTexto] = useState('');
  const buscar = useDebounce(texto.trim(), 300);
  const usuarios = useListarUsuariosQuery(
    { pagina: 1, limite: 10, buscar: buscar === '' ? undefined : buscar },
    { skip: !conUsuarios },
  );
  const cursos = useListarCursosQuery(undefined, { skip: !conCursos });
  const etiqueta = (u: Usuario) => `${nombreDeUsuario(u)} (${u.email})`;
  const lista = usuarios.data?.data ?? [];

  return (
    <div className={styles.root}>
      {conUsuarios ? (
        <Field className={styles.campo} label={t('calificaciones.filtros.estudiante')}>
          <Combobox
            freeform
            clearable
            value={texto}
            placeholder={t('calificaciones.filtros.estudiantePlaceholder')}
            onChange={(event) => {
              setTexto(event.target.value);
              // Typing drops the chosen learner; an empty box means everyone again.
              if (event.target.value.trim() === '') onEstudiante(null);
            }}
            onOptionSelect={(_, data) => {
              const elegido = lista.find((u) => u._id === data.optionValue) ?? null;
              setTexto(elegido ? etiqueta(elegido) : '');
              onEstudiante(elegido?._id ?? null);
            }}
          >
            {lista.map((u) => (
              <Option key={u._id} value={u._id} text={etiqueta(u)}>
                {etiqueta(u)}
              </Option>
            ))}
          </Combobox>
        </Field>
      ) : null}
      {conCursos ? (
        <Field className={styles.campo} label={t('calificaciones.filtros.curso')}>
          <Select
            className={styles.lista}
            value={curso ?? ''}
            onChange={(_, data) => onCurso(data.value === '' ? null : data.value)}
          >
            <option value="">{t('calificaciones.filtros.todosLosCursos')}</option>
            {(cursos.data ?? []).map((c) => (
              <option key={c._id} value={c._id}>
                {c.codigo} – {c.nombre}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
    </div>
  );
}
