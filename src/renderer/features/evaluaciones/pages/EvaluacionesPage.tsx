import {
  Body1,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { Evaluacion } from '@shared/api';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { aApiFailure } from '../../../app/apiError';
import { useAppSelector } from '../../../app/hooks';
import { ConfirmarDialog } from '../../../ui/ConfirmarDialog';
import { useNotificar } from '../../../ui/notificaciones';
import { Pagina } from '../../../ui/Pagina';
import { TarjetaAgregar } from '../../../ui/TarjetaAgregar';
import { selectUsuario } from '../../auth';
import { useListarEvaluacionesQuery } from '../api';
import { AvisoCertificado } from '../components/AvisoCertificado';
import { RetroalimentacionDialog } from '../components/RetroalimentacionDialog';
import { TarjetaEvaluacion } from '../components/TarjetaEvaluacion';
import {
  RUTA_CERTIFICADOS,
  RUTA_NUEVA_EVALUACION,
  accionesEvaluaciones,
  rutaEditar,
  rutaRendir,
  vistaTarjeta,
} from '../tarjetas';
import { useAccionesEvaluaciones } from '../useAccionesEvaluaciones';

const useStyles = makeStyles({
  rejilla: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
});

type Dialogo = { tipo: 'retro' | 'eliminar'; evaluacion: Evaluacion } | null;

/** The evaluations list (spec 2): one card per evaluation, with the caller's state. */
export function EvaluacionesPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const notificar = useNotificar();
  const rol = useAppSelector(selectUsuario)?.rol;
  const acciones = accionesEvaluaciones(rol);
  const hacer = useAccionesEvaluaciones();
  const consulta = useListarEvaluacionesQuery(undefined);
  const evaluaciones = consulta.data?.evaluaciones ?? [];
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const cerrar = () => setDialogo(null);
  const fallo = consulta.isError ? aApiFailure(consulta.error).data.error : null;

  // Spec 8: 'Error cargando evaluaciones' as a toast too, once per failure.
  useEffect(() => {
    if (fallo) notificar.error(t('evaluaciones.errores.cargarLista'), fallo);
  }, [fallo, notificar, t]);

  return (
    <Pagina cabecera={{ titulo: t('evaluaciones.lista.titulo') }}>
      {consulta.isLoading ? <Spinner size="small" label={t('comun.cargando')} /> : null}
      {fallo ? (
        <MessageBar intent="error">
          <MessageBarBody>
            {t('evaluaciones.errores.cargarLista')}: {fallo}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {consulta.data?.certificadoDisponible ? <AvisoCertificado /> : null}
      {consulta.isSuccess && evaluaciones.length === 0 ? (
        <Body1>{t('evaluaciones.lista.vacio')}</Body1>
      ) : null}
      <div className={styles.rejilla}>
        {evaluaciones.map((e) => (
          <TarjetaEvaluacion
            key={e._id}
            evaluacion={e}
            vista={vistaTarjeta(e, rol)}
            acciones={acciones}
            onAbrir={() => void navigate(rutaRendir(e._id))}
            onRetroalimentacion={() => setDialogo({ tipo: 'retro', evaluacion: e })}
            onCertificado={() => void navigate(RUTA_CERTIFICADOS)}
            onEditar={() => void navigate(rutaEditar(e._id))}
            onEliminar={() => setDialogo({ tipo: 'eliminar', evaluacion: e })}
            onEstado={(activa) => void hacer.alternarEstado(e, activa)}
          />
        ))}
        {acciones.crear ? (
          <TarjetaAgregar
            texto={t('evaluaciones.lista.agregar')}
            alto={200}
            onAgregar={() => void navigate(RUTA_NUEVA_EVALUACION)}
          />
        ) : null}
      </div>
      {dialogo?.tipo === 'retro' ? (
        <RetroalimentacionDialog
          consulta={{ evaluacionId: dialogo.evaluacion._id }}
          onCerrar={cerrar}
        />
      ) : null}
      <ConfirmarDialog
        abierto={dialogo?.tipo === 'eliminar'}
        titulo={t('evaluaciones.eliminar.titulo')}
        accion={t('evaluaciones.lista.eliminar')}
        enviando={hacer.borrando}
        onCancelar={cerrar}
        onConfirmar={() => {
          if (dialogo?.tipo !== 'eliminar') return;
          // Closed either way: a refusal (409, it has attempts) is explained in the toast.
          void hacer.borrar(dialogo.evaluacion).then(cerrar);
        }}
      >
        <Body1 as="p">
          {t('evaluaciones.eliminar.advertencia', { nombre: dialogo?.evaluacion.nombre ?? '' })}
        </Body1>
      </ConfirmarDialog>
    </Pagina>
  );
}
