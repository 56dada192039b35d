import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { Multimedia } from '@shared/api';
import { DEBOUNCE_FILTRO_MS, PAGINA_MULTIMEDIAS } from '@shared/domain/multimedias';
import { tienePermiso } from '@shared/domain/permisos';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { aApiFailure } from '../../../app/apiError';
import { useAppSelector } from '../../../app/hooks';
import { ConfirmarDialog } from '../../../ui/ConfirmarDialog';
import { IconoAgregar } from '../../../ui/iconos';
import { useNotificar } from '../../../ui/notificaciones';
import { Paginacion } from '../../../ui/Paginacion';
import { useDebounce } from '../../../ui/useDebounce';
import { selectUsuario } from '../../auth/sessionSlice';
import { useBuscarCursoQuery, useListarCursosQuery } from '../../cursos/api';
import { rutaLeccion } from '../../cursos/lecciones';
import { useBorrarMultimediaMutation, useFiltrarMultimediasQuery } from '../api';
import { FiltroPanel } from '../components/FiltroPanel';
import { MultimediaFormDialog } from '../components/MultimediaFormDialog';
import { TablaMultimedias } from '../components/TablaMultimedias';
import {
  FILTRO_INICIAL,
  alcanceDe,
  consultaDeFiltro,
  paginasDe,
  rangoDePagina,
  type FiltroMultimedias,
} from '../filtro';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  cabecera: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  titulo: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

type Dialogo = { tipo: 'nuevo' } | { tipo: 'editar' | 'eliminar'; multimedia: Multimedia } | null;

/** The course lesson-edit page (spec 2): filter, table, paging and the lesson dialogs. */
export function MultimediasCursoPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const notificar = useNotificar();
  const usuario = useAppSelector(selectUsuario);
  const rol = usuario?.rol;
  const alcance = alcanceDe(id);
  const [filtro, setFiltro] = useState<FiltroMultimedias>(FILTRO_INICIAL);
  // 'Filtrar' applies the name at once and renews the date window; typing waits 500 ms.
  const [forzado, setForzado] = useState(() => ({ nombre: '', ahora: new Date() }));
  const nombreEstable = useDebounce(filtro.nombre, DEBOUNCE_FILTRO_MS);
  const nombre = filtro.nombre === forzado.nombre ? forzado.nombre : nombreEstable;
  const [pagina, setPagina] = useState(1);
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const curso = useBuscarCursoQuery(id, { skip: alcance.tipo !== 'curso' });
  const { data: cursos = [] } = useListarCursosQuery(undefined);
  const consulta = useFiltrarMultimediasQuery(
    consultaDeFiltro({ ...filtro, nombre }, alcance, rangoDePagina(pagina), forzado.ahora),
  );
  const [borrar, estadoBorrar] = useBorrarMultimediaMutation();
  const total = consulta.data?.total ?? 0;
  const acciones = {
    ver: tienePermiso(rol, 'multimedias', 'consultar'),
    editar: tienePermiso(rol, 'multimedias', 'editar'),
    eliminar: tienePermiso(rol, 'multimedias', 'eliminar'),
  };
  const titulo =
    alcance.tipo === 'sinCurso'
      ? t('multimedias.sinCursoTitulo')
      : curso.data
        ? t('multimedias.tituloCurso', { codigo: curso.data.codigo, nombre: curso.data.nombre })
        : t('pantallas.cursoEditarArchivos');
  const cerrar = () => setDialogo(null);

  const confirmarBorrado = async () => {
    if (dialogo?.tipo !== 'eliminar') return;
    const r = await borrar(dialogo.multimedia._id);
    if (r.error) {
      notificar.error(t('multimedias.errores.eliminar'), aApiFailure(r.error).data.error);
      return;
    }
    notificar.exito(t('multimedias.eliminar.exito'));
    cerrar();
  };

  return (
    <section className={styles.root}>
      <div className={styles.cabecera}>
        <div className={styles.titulo}>
          <Title2 as="h1">{titulo}</Title2>
          {consulta.isFetching ? <Spinner size="tiny" aria-label={t('comun.cargando')} /> : null}
        </div>
        {tienePermiso(rol, 'multimedias', 'crear') ? (
          <Button
            appearance="primary"
            icon={<IconoAgregar />}
            onClick={() => setDialogo({ tipo: 'nuevo' })}
          >
            {t('multimedias.agregar')}
          </Button>
        ) : null}
      </div>
      <FiltroPanel
        filtro={filtro}
        onCambio={(f) => {
          setFiltro(f);
          setPagina(1);
        }}
        onFiltrar={() => {
          setForzado({ nombre: filtro.nombre, ahora: new Date() });
          setPagina(1);
        }}
      />
      {consulta.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>
            {t('multimedias.errores.filtrar')}: {aApiFailure(consulta.error).data.error}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <TablaMultimedias
        filas={consulta.data?.data ?? []}
        acciones={acciones}
        vacio={consulta.isLoading ? t('comun.cargando') : t('multimedias.vacio')}
        onVer={(m) => void navigate(rutaLeccion(m._id))}
        onEditar={(m) => setDialogo({ tipo: 'editar', multimedia: m })}
        onEliminar={(m) => setDialogo({ tipo: 'eliminar', multimedia: m })}
      />
      <Paginacion
        pagina={pagina}
        paginas={paginasDe(total)}
        total={total}
        limite={PAGINA_MULTIMEDIAS}
        tamanos={[PAGINA_MULTIMEDIAS]}
        onPagina={setPagina}
        onLimite={() => setPagina(1)}
      />
      {dialogo?.tipo === 'nuevo' || dialogo?.tipo === 'editar' ? (
        <MultimediaFormDialog
          key={dialogo.tipo === 'editar' ? dialogo.multimedia._id : 'nuevo'}
          multimedia={dialogo.tipo === 'editar' ? dialogo.multimedia : undefined}
          cursoInicial={alcance.tipo === 'curso' ? alcance.id : ''}
          cursos={cursos}
          onCerrar={cerrar}
        />
      ) : null}
      <ConfirmarDialog
        abierto={dialogo?.tipo === 'eliminar'}
        titulo={t('multimedias.eliminar.titulo')}
        accion={t('multimedias.eliminar.accion')}
        enviando={estadoBorrar.isLoading}
        onCancelar={cerrar}
        onConfirmar={() => void confirmarBorrado()}
      >
        {dialogo?.tipo === 'eliminar' ? <Body1 as="p">{dialogo.multimedia.nombre}</Body1> : null}
        <Body1 as="p">{t('multimedias.eliminar.irreversible')}</Body1>
      </ConfirmarDialog>
    </section>
  );
}
