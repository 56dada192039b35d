import { Body1, Button, Subtitle1 } from '@fluentui/react-components';
import { tienePermiso } from '@shared/domain/permisos';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { aApiFailure } from '../../../app/apiError';
import { useAppSelector } from '../../../app/hooks';
import { useNotificar } from '../../../ui/notificaciones';
import { Pagina } from '../../../ui/Pagina';
import { Paginacion } from '../../../ui/Paginacion';
import { selectUsuario } from '../../auth';
import { RUTA_CERTIFICADOS_EMITIDOS } from '../../certificados';
import { useListarCalificacionesQuery } from '../api';
import { FiltrosCalificaciones } from '../components/FiltrosCalificaciones';
import { TablaCalificaciones } from '../components/TablaCalificaciones';
import {
  ESTADO_INICIAL,
  TAMANO_PAGINA,
  consultaDe,
  filtrar,
  ordenar,
  totalPaginas,
  type EstadoListado,
} from '../listado';

const TAMANOS = [TAMANO_PAGINA] as const;

/** 'Calificaciones' (spec 2, Grades list): one's own grades, or everyone's when allowed. */
export function CalificacionesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notificar = useNotificar();
  const usuario = useAppSelector(selectUsuario);
  const [estado, setEstado] = useState<EstadoListado>(ESTADO_INICIAL);
  const consulta = useListarCalificacionesQuery(consultaDe(estado));
  const datos = consulta.data;
  const todos = datos?.todos ?? false;
  // Issued certificates show other people's data: same two permissions as their grades.
  const verEmitidos =
    tienePermiso(usuario?.rol, 'calificaciones', 'consultar') &&
    tienePermiso(usuario?.rol, 'usuarios', 'consultar');

  const { isError, error } = consulta;
  useEffect(() => {
    if (isError) notificar.error(t('calificaciones.errores.cargar'), aApiFailure(error).data.error);
  }, [isError, error, notificar, t]);

  return (
    <Pagina
      cabecera={{
        titulo: t('calificaciones.saludo', { nombre: usuario?.nombre ?? '' }),
        cargando: consulta.isFetching,
        acciones: verEmitidos ? (
          <Button onClick={() => void navigate(RUTA_CERTIFICADOS_EMITIDOS)}>
            {t('certificados.emitidos.titulo')}
          </Button>
        ) : null,
      }}
      compacta
    >
      <Subtitle1 as="h2">{t('calificaciones.titulo')}</Subtitle1>
      {todos ? (
        <FiltrosCalificaciones
          curso={estado.curso}
          onEstudiante={(estudiante) => setEstado((e) => filtrar(e, { estudiante }))}
          onCurso={(curso) => setEstado((e) => filtrar(e, { curso }))}
        />
      ) : null}
      <TablaCalificaciones
        calificaciones={datos?.data ?? []}
        pagina={estado.pagina}
        todos={todos}
        orden={estado.orden}
        onOrdenar={(campo) => setEstado((e) => ordenar(e, campo))}
        vacio={
          consulta.isLoading ? t('comun.cargando') : <Body1>{t('calificaciones.vacio')}</Body1>
        }
      />
      <Paginacion
        pagina={estado.pagina}
        paginas={totalPaginas(datos?.total ?? 0)}
        total={datos?.total ?? 0}
        limite={TAMANO_PAGINA}
        tamanos={TAMANOS}
        onPagina={(pagina) => setEstado((e) => ({ ...e, pagina }))}
        onLimite={() => undefined}
      />
    </Pagina>
  );
}
