import {
  Body1,
  Checkbox,
  Combobox,
  Field,
  Option,
  SearchBox,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { Curso, Usuario } from '@shared/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormularioDialog } from '../../../ui/FormularioDialog';
import { useDebounce } from '../../../ui/useDebounce';
import { nombreDeUsuario, useListarUsuariosQuery } from '../../usuarios';
import { filtrarCursos } from '../tarjetas';

const useStyles = makeStyles({
  lista: {
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '260px',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalS,
  },
});

const etiqueta = (u: Usuario) => `${nombreDeUsuario(u)} (${u.email})`;

/** The set of chosen ids with `id` added or removed. */
function conMarca(previos: ReadonlySet<string>, id: string, marcado: boolean): ReadonlySet<string> {
  const nuevos = new Set(previos);
  if (marcado) nuevos.add(id);
  else nuevos.delete(id);
  return nuevos;
}

/** ONE user, found by what is typed (name and email shown in each option). */
function ElegirUsuario(props: {
  texto: string;
  usuario: Usuario | null;
  usuarios: readonly Usuario[];
  sinResultados: boolean;
  onTexto(texto: string): void;
  onUsuario(usuario: Usuario | null): void;
}) {
  const { t } = useTranslation();
  const { texto, usuario, usuarios } = props;
  return (
    <Field label={t('cursos.asignar.usuario')} required hint={t('cursos.asignar.usuarioAyuda')}>
      <Combobox
        freeform
        value={texto}
        selectedOptions={usuario ? [usuario._id] : []}
        placeholder={t('cursos.asignar.usuarioPlaceholder')}
        onChange={(event) => props.onTexto(event.target.value)}
        onOptionSelect={(_, data) =>
          props.onUsuario(usuarios.find((u) => u._id === data.optionValue) ?? null)
        }
      >
        {usuarios.map((u) => (
          <Option key={u._id} value={u._id} text={etiqueta(u)}>
            {nombreDeUsuario(u)} — {u.email}
          </Option>
        ))}
        {props.sinResultados ? (
          <Option disabled value="" text="">
            {t('cursos.asignar.sinUsuarios')}
          </Option>
        ) : null}
      </Combobox>
    </Field>
  );
}

/**
 * 'Asignar Curso a Usuario' (spec 2, Course list): ONE user found by typed text (name and
 * email shown) and SEVERAL courses with a course search; both are required (spec 5).
 */
export function AsignarCursoUsuarioDialog({
  cursos,
  enviando,
  onEnviar,
  onCerrar,
}: {
  cursos: readonly Curso[];
  enviando: boolean;
  onEnviar(usuario: Usuario, cursoIds: string[]): void;
  onCerrar(): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [texto, setTexto] = useState('');
  const buscar = useDebounce(texto.trim(), 300);
  const [usuario, setUsuario] = useState<Usuario | null>(null);
  const [filtro, setFiltro] = useState('');
  const [elegidos, setElegidos] = useState<ReadonlySet<string>>(new Set());
  const consulta = useListarUsuariosQuery({
    pagina: 1,
    limite: 10,
    buscar: buscar === '' ? undefined : buscar,
  });
  const usuarios = consulta.data?.data ?? [];
  const alternar = (id: string, marcado: boolean) =>
    setElegidos((previos) => conMarca(previos, id, marcado));

  return (
    <FormularioDialog
      abierto
      titulo={t('cursos.asignar.titulo')}
      accion={t('cursos.asignar.accion')}
      deshabilitado={!usuario || elegidos.size === 0}
      enviando={enviando}
      onCancelar={onCerrar}
      onEnviar={() => {
        if (usuario) onEnviar(usuario, [...elegidos]);
      }}
    >
      <ElegirUsuario
        texto={texto}
        usuario={usuario}
        usuarios={usuarios}
        sinResultados={consulta.data !== undefined && usuarios.length === 0}
        onTexto={(nuevo) => {
          setTexto(nuevo);
          setUsuario(null);
        }}
        onUsuario={(elegido) => {
          setUsuario(elegido);
          if (elegido) setTexto(etiqueta(elegido));
        }}
      />
      {consulta.isFetching ? <Spinner size="tiny" label={t('comun.cargando')} /> : null}
      <Field label={t('cursos.asignar.buscarCurso')}>
        <SearchBox value={filtro} onChange={(_, data) => setFiltro(data.value)} />
      </Field>
      <div className={styles.lista} role="group" aria-label={t('cursos.asignar.cursos')}>
        {filtrarCursos(cursos, filtro).map((c) => {
          const yaAsignado = usuario?.cursosAsignados.includes(c._id) ?? false;
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
        {filtrarCursos(cursos, filtro).length === 0 ? (
          <Body1>{t('usuarios.asignar.sinCursos')}</Body1>
        ) : null}
      </div>
    </FormularioDialog>
  );
}
