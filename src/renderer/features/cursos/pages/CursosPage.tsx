import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { aApiFailure } from '../../../app/apiError';
import { useAppSelector } from '../../../app/hooks';
import { EnlaceInterno } from '../../../ui/EnlaceInterno';
import { IconoPersonas } from '../../../ui/iconos';
import { Pagina } from '../../../ui/Pagina';
import { selectUsuario } from '../../auth';
import { SIN_CURSO } from '../../multimedias';
import { DesbloquearCurso } from '../components/DesbloquearCurso';
import { DialogosCursos, type DialogoCurso } from '../components/DialogosCursos';
import { ListaCursos } from '../components/ListaCursos';
import { SolicitudesPanel } from '../components/SolicitudesPanel';
import { rutaLeccionesCurso } from '../../../app/navegacion';
import { accionesCursos, puedeDesbloquearSegun } from '../tarjetas';
import { useAccionesCursos } from '../useAccionesCursos';
import { useCursosCompletos, usePaginaCursos } from '../usePaginaCursos';

/**
 * The course list (spec 2), one page at a time (issue 18): the server pages and searches,
 * so a centre with a thousand courses loads two dozen cards. The full list is asked for
 * only by the dialogs that pick among every course (assign, 'Desbloquear mi curso').
 */
export function CursosPage() {
  const { t } = useTranslation();
  const usuario = useAppSelector(selectUsuario);
  const acciones = accionesCursos(usuario?.rol);
  const hacer = useAccionesCursos();
  const [dialogo, setDialogo] = useState<DialogoCurso>(null);
  const [asignando, setAsignando] = useState(false);
  const [pendiente, setPendiente] = useState(false);
  const lista = usePaginaCursos();
  const { consulta } = lista;
  const desbloquear = puedeDesbloquearSegun(lista, usuario?.rol);
  const esperando = pendiente && desbloquear;
  const todos = useCursosCompletos({
    necesarios: desbloquear || asignando,
    esperando,
    refrescar: [hacer.refrescarUsuario],
  });
  const cerrar = () => setDialogo(null);

  return (
    <Pagina
      cabecera={{
        titulo: t('cursos.lista.saludo', { nombre: usuario?.nombre ?? '' }),
        acciones: (
          <>
            {acciones.editarLecciones ? (
              <EnlaceInterno to={rutaLeccionesCurso(SIN_CURSO)}>
                {t('cursos.lista.sinCurso')}
              </EnlaceInterno>
            ) : null}
            {acciones.asignar ? (
              <Button icon={<IconoPersonas />} onClick={() => setAsignando(true)}>
                {t('cursos.asignar.boton')}
              </Button>
            ) : null}
          </>
        ),
      }}
    >
      {consulta.isLoading ? <Spinner size="small" label={t('comun.cargando')} /> : null}
      {consulta.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>
            {t('cursos.errores.cargar')}: {aApiFailure(consulta.error).data.error}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {acciones.asignar ? <SolicitudesPanel /> : null}
      {desbloquear ? (
        <DesbloquearCurso
          cursos={todos}
          enviando={hacer.solicitando}
          esperando={esperando}
          onSolicitar={(id) =>
            void hacer.solicitarCurso(id).then((ok) => {
              if (ok) setPendiente(true);
            })
          }
        />
      ) : null}
      <ListaCursos
        lista={lista}
        rol={usuario?.rol}
        acciones={acciones}
        onDialogo={setDialogo}
        onEstado={(curso, activo) => void hacer.alternarEstado(curso, activo)}
      />
      <DialogosCursos
        dialogo={dialogo}
        asignando={asignando}
        cursos={todos}
        hacer={hacer}
        onCerrar={cerrar}
        onCerrarAsignar={() => setAsignando(false)}
        onCreado={lista.irAlFinal}
      />
    </Pagina>
  );
}
