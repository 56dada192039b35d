import { Body1, Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { aApiFailure } from '../../../app/apiError';
import { useAppSelector } from '../../../app/hooks';
import { EnlaceInterno } from '../../../ui/EnlaceInterno';
import { IconoPersonas } from '../../../ui/iconos';
import { Pagina } from '../../../ui/Pagina';
import { useIntervalo } from '../../../ui/useIntervalo';
import { selectUsuario } from '../../auth';
import { SIN_CURSO } from '../../multimedias';
import { useListarCursosQuery } from '../api';
import { DesbloquearCurso } from '../components/DesbloquearCurso';
import { DialogosCursos, type DialogoCurso } from '../components/DialogosCursos';
import { SolicitudesPanel } from '../components/SolicitudesPanel';
import { RejillaCursos } from '../components/RejillaCursos';
import { rutaLeccionesCurso } from '../../../app/navegacion';
import { accionesCursos, puedeDesbloquear } from '../tarjetas';
import { useAccionesCursos } from '../useAccionesCursos';

/** While an unlock request waits (spec 4: about 1 minute), the list is reloaded this often. */
const SONDEO_DESBLOQUEO_MS = 5000;

/** The course list (spec 2). */
export function CursosPage() {
  const { t } = useTranslation();
  const usuario = useAppSelector(selectUsuario);
  const acciones = accionesCursos(usuario?.rol);
  const hacer = useAccionesCursos();
  const consulta = useListarCursosQuery(undefined);
  const cursos = consulta.data ?? [];
  const [dialogo, setDialogo] = useState<DialogoCurso>(null);
  const [asignando, setAsignando] = useState(false);
  const [pendiente, setPendiente] = useState(false);
  const desbloquear = puedeDesbloquear(cursos, usuario?.rol);
  const esperando = pendiente && desbloquear;
  // A second subscription that only polls while the unlock request waits.
  useListarCursosQuery(undefined, { pollingInterval: SONDEO_DESBLOQUEO_MS, skip: !esperando });
  useIntervalo(hacer.refrescarUsuario, esperando ? SONDEO_DESBLOQUEO_MS : null);
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
          cursos={cursos}
          enviando={hacer.solicitando}
          esperando={esperando}
          onSolicitar={(id) =>
            void hacer.solicitarCurso(id).then((ok) => {
              if (ok) setPendiente(true);
            })
          }
        />
      ) : null}
      {consulta.isSuccess && cursos.length === 0 && !acciones.crear ? (
        <Body1>{t('cursos.lista.vacio')}</Body1>
      ) : null}
      <RejillaCursos
        cursos={cursos}
        rol={usuario?.rol}
        acciones={acciones}
        onDialogo={setDialogo}
        onEstado={(curso, activo) => void hacer.alternarEstado(curso, activo)}
      />
      <DialogosCursos
        dialogo={dialogo}
        asignando={asignando}
        cursos={cursos}
        hacer={hacer}
        onCerrar={cerrar}
        onCerrarAsignar={() => setAsignando(false)}
      />
    </Pagina>
  );
}
