import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { PAGINA_MULTIMEDIAS } from '@shared/domain/multimedias';
import { tienePermiso } from '@shared/domain/permisos';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { aApiFailure } from '../../../app/apiError';
import { useAppSelector } from '../../../app/hooks';
import { rutaLeccion } from '../../../app/navegacion';
import { IconoAgregar } from '../../../ui/iconos';
import { Pagina } from '../../../ui/Pagina';
import { Paginacion } from '../../../ui/Paginacion';
import { selectUsuario } from '../../auth';
import { FiltroPanel, TablaMultimedias, alcanceDe, paginasDe } from '../../multimedias';
import { useBuscarCursoQuery, useListarCursosQuery } from '../api';
import { DialogosLecciones, type DialogoLeccion } from '../components/DialogosLecciones';
import { useFiltroLecciones } from '../useFiltroLecciones';

/** The course lesson-edit page (spec 2): filter, table, paging and the lesson dialogs. */
export function MultimediasCursoPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rol = useAppSelector(selectUsuario)?.rol;
  const alcance = alcanceDe(id);
  const lista = useFiltroLecciones(alcance);
  const { consulta, total } = lista;
  const [dialogo, setDialogo] = useState<DialogoLeccion>(null);
  const curso = useBuscarCursoQuery(id, { skip: alcance.tipo !== 'curso' });
  const { data: cursos = [] } = useListarCursosQuery(undefined);
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

  return (
    <Pagina
      compacta
      cabecera={{
        titulo,
        cargando: consulta.isFetching,
        acciones: tienePermiso(rol, 'multimedias', 'crear') ? (
          <Button
            appearance="primary"
            icon={<IconoAgregar />}
            onClick={() => setDialogo({ tipo: 'nuevo' })}
          >
            {t('multimedias.agregar')}
          </Button>
        ) : null,
      }}
    >
      <FiltroPanel filtro={lista.filtro} onCambio={lista.cambiar} onFiltrar={lista.filtrar} />
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
        pagina={lista.pagina}
        paginas={paginasDe(total)}
        total={total}
        limite={PAGINA_MULTIMEDIAS}
        tamanos={[PAGINA_MULTIMEDIAS]}
        onPagina={lista.setPagina}
        onLimite={() => lista.setPagina(1)}
      />
      <DialogosLecciones
        dialogo={dialogo}
        cursoInicial={alcance.tipo === 'curso' ? alcance.id : ''}
        cursos={cursos}
        onCerrar={() => setDialogo(null)}
      />
    </Pagina>
  );
}
