import {
  Body1,
  Button,
  Card,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { Curso } from '@shared/api';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { aApiFailure } from '../../../app/apiError';
import { useAppSelector } from '../../../app/hooks';
import { ConfirmarDialog } from '../../../ui/ConfirmarDialog';
import { EnlaceInterno } from '../../../ui/EnlaceInterno';
import { IconoAgregar, IconoPersonas } from '../../../ui/iconos';
import { useNotificar } from '../../../ui/notificaciones';
import { selectUsuario } from '../../auth/sessionSlice';
import { SIN_CURSO } from '../../multimedias/filtro';
import { useListarCursosQuery } from '../api';
import { AsignarCursoUsuarioDialog } from '../components/AsignarCursoUsuarioDialog';
import { CursoFormDialog } from '../components/CursoFormDialog';
import { DesbloquearCurso } from '../components/DesbloquearCurso';
import { SolicitudesPanel } from '../components/SolicitudesPanel';
import { TarjetaCurso } from '../components/TarjetaCurso';
import { accionesCursos, estadoTarjeta, puedeDesbloquear, rutaLeccionesCurso } from '../tarjetas';
import { useAccionesCursos } from '../useAccionesCursos';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  cabecera: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  acciones: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  rejilla: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  agregar: {
    width: '260px',
    minHeight: '180px',
    alignItems: 'center',
    justifyContent: 'center',
    border: `2px dashed ${tokens.colorNeutralStroke1}`,
  },
});

/** While an unlock request waits (spec 4: about 1 minute), the list is reloaded this often. */
const SONDEO_DESBLOQUEO_MS = 5000;

type Dialogo = { tipo: 'nuevo' } | { tipo: 'editar' | 'eliminar'; curso: Curso } | null;

/** The course list (spec 2). */
export function CursosPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const notificar = useNotificar();
  const usuario = useAppSelector(selectUsuario);
  const acciones = accionesCursos(usuario?.rol);
  const hacer = useAccionesCursos();
  const consulta = useListarCursosQuery(undefined);
  const cursos = consulta.data ?? [];
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const [asignando, setAsignando] = useState(false);
  const [pendiente, setPendiente] = useState(false);
  const desbloquear = puedeDesbloquear(cursos, usuario?.rol);
  const esperando = pendiente && desbloquear;
  // A second subscription that only polls while the unlock request waits.
  useListarCursosQuery(undefined, { pollingInterval: SONDEO_DESBLOQUEO_MS, skip: !esperando });
  const { refrescarUsuario } = hacer;
  useEffect(() => {
    if (!esperando) return;
    const id = window.setInterval(refrescarUsuario, SONDEO_DESBLOQUEO_MS);
    return () => window.clearInterval(id);
  }, [esperando, refrescarUsuario]);
  const cerrar = () => setDialogo(null);

  return (
    <section className={styles.root}>
      <div className={styles.cabecera}>
        <Title2 as="h1">{t('cursos.lista.saludo', { nombre: usuario?.nombre ?? '' })}</Title2>
        <div className={styles.acciones}>
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
        </div>
      </div>
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
      <div className={styles.rejilla}>
        {cursos.map((curso) => {
          const estado = estadoTarjeta(curso, usuario?.rol);
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
              onEditar={() => setDialogo({ tipo: 'editar', curso })}
              onEliminar={() => setDialogo({ tipo: 'eliminar', curso })}
              onEstado={(activo) => void hacer.alternarEstado(curso, activo)}
            />
          );
        })}
        {acciones.crear ? (
          <Card className={styles.agregar}>
            <Button
              appearance="transparent"
              size="large"
              icon={<IconoAgregar />}
              onClick={() => setDialogo({ tipo: 'nuevo' })}
            >
              {t('cursos.lista.agregar')}
            </Button>
          </Card>
        ) : null}
      </div>
      {dialogo?.tipo === 'nuevo' || dialogo?.tipo === 'editar' ? (
        <CursoFormDialog
          key={dialogo.tipo === 'editar' ? dialogo.curso._id : 'nuevo'}
          curso={dialogo.tipo === 'editar' ? dialogo.curso : undefined}
          enviando={hacer.guardando}
          onCerrar={cerrar}
          onEnviar={(v) =>
            void hacer
              .guardar(dialogo.tipo === 'editar' ? dialogo.curso : undefined, v)
              .then((ok) => {
                if (ok) cerrar();
              })
          }
        />
      ) : null}
      <ConfirmarDialog
        abierto={dialogo?.tipo === 'eliminar'}
        titulo={t('cursos.eliminar.titulo')}
        accion={t('comun.continuar')}
        enviando={hacer.borrando}
        onCancelar={cerrar}
        onConfirmar={() => {
          if (dialogo?.tipo !== 'eliminar') return;
          void hacer.borrar(dialogo.curso).then((ok) => {
            if (ok) cerrar();
          });
        }}
      >
        <Body1 as="p">{t('cursos.eliminar.advertencia')}</Body1>
        {dialogo?.tipo === 'eliminar' ? (
          <Field label={t('cursos.form.campos.nombre')}>
            <Input readOnly value={dialogo.curso.nombre} />
          </Field>
        ) : null}
      </ConfirmarDialog>
      {asignando ? (
        <AsignarCursoUsuarioDialog
          cursos={cursos}
          enviando={hacer.asignando}
          onCerrar={() => setAsignando(false)}
          onEnviar={(u, ids) =>
            void hacer.asignarCursos(u, ids).then((ok) => {
              if (ok) setAsignando(false);
            })
          }
        />
      ) : null}
    </section>
  );
}
