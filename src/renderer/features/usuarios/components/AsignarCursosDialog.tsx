import {
  Body1,
  Checkbox,
  Field,
  SearchBox,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { FormularioDialog } from '../../../ui/FormularioDialog';
import { selectUsuario } from '../../auth';
import { useCursosRegistroQuery } from '../../datos';
import { cursosAsignables } from '../alcance';

const useStyles = makeStyles({
  lista: {
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '320px',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalS,
  },
});

/**
 * 'Asignar cursos' (spec 2, 7): several courses added to those the users have, for one
 * user (their courses shown ticked and locked) or for a bulk selection (issue 8: none
 * locked, since each user has their own). The course list is the public signup list
 * until the courses API exists (a later issue).
 */
export function AsignarCursosDialog({
  titulo,
  yaAsignados = [],
  aviso,
  enviando,
  onEnviar,
  onCerrar,
}: {
  titulo: string;
  /** Courses already assigned (one user): shown ticked and disabled. */
  yaAsignados?: readonly string[];
  /** A line under the search (bulk: courses are added, never removed). */
  aviso?: string;
  enviando: boolean;
  onEnviar(cursoIds: string[]): void;
  onCerrar(): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { data: cursos, isLoading, isError } = useCursosRegistroQuery(undefined);
  // A role of scope "Solo mis cursos" gives only its own courses.
  const asignables = cursosAsignables(cursos ?? [], useAppSelector(selectUsuario));
  const [elegidos, setElegidos] = useState<ReadonlySet<string>>(new Set());
  const [filtro, setFiltro] = useState('');
  const texto = filtro.trim().toLowerCase();
  const visibles = asignables.filter(
    (c) => texto === '' || `${c.codigo} ${c.nombre}`.toLowerCase().includes(texto),
  );
  const alternar = (id: string, marcado: boolean) =>
    setElegidos((previos) => {
      const nuevos = new Set(previos);
      if (marcado) nuevos.add(id);
      else nuevos.delete(id);
      return nuevos;
    });

  return (
    <FormularioDialog
      abierto
      titulo={titulo}
      accion={t('usuarios.asignar.accion')}
      deshabilitado={elegidos.size === 0}
      enviando={enviando}
      onCancelar={onCerrar}
      onEnviar={() => onEnviar([...elegidos])}
    >
      <Field label={t('usuarios.asignar.buscar')}>
        <SearchBox value={filtro} onChange={(_, data) => setFiltro(data.value)} />
      </Field>
      {aviso ? <Body1>{aviso}</Body1> : null}
      {isLoading ? <Spinner size="small" label={t('comun.cargando')} /> : null}
      {isError ? <Body1>{t('datos.errorCarga')}</Body1> : null}
      <div className={styles.lista} role="group" aria-label={t('usuarios.asignar.cursos')}>
        {visibles.map((c) => {
          const yaAsignado = yaAsignados.includes(c._id);
          return (
            <Checkbox
              key={c._id}
              label={`${c.codigo} – ${c.nombre}${yaAsignado ? ` (${t('usuarios.asignar.yaAsignado')})` : ''}`}
              checked={yaAsignado || elegidos.has(c._id)}
              disabled={yaAsignado}
              onChange={(_, data) => alternar(c._id, data.checked === true)}
            />
          );
        })}
        {cursos && visibles.length === 0 ? <Body1>{t('usuarios.asignar.sinCursos')}</Body1> : null}
      </div>
    </FormularioDialog>
  );
}
