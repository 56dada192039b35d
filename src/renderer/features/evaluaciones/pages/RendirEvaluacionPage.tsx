import {
  Body1,
  Button,
  Caption1,
  Card,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { Evaluacion } from '@shared/api';
import { formatearFecha } from '@shared/dates';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { aApiFailure } from '../../../app/apiError';
import { ConfirmarDialog } from '../../../ui/ConfirmarDialog';
import { EnlaceInterno } from '../../../ui/EnlaceInterno';
import { useNotificar } from '../../../ui/notificaciones';
import { intentosAgotados, resumenIntentos } from '../ajustesIntentos';
import { useBuscarEvaluacionQuery } from '../api';
import { PreguntasTabs } from '../components/PreguntasTabs';
import { ResultadoEvaluacion } from '../components/ResultadoEvaluacion';
import { RetroalimentacionDialog } from '../components/RetroalimentacionDialog';
import { esBloqueo, preguntasOrdenadas, preguntasSinResponder } from '../rendir';
import { RUTA_EVALUACIONES } from '../tarjetas';
import { useRendirEvaluacion } from '../useRendirEvaluacion';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  cabecera: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalXS },
  acciones: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
});

/** A failed load: the lock (spec 8's message, not a crash) or any other error, with a way back. */
function FalloCarga({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const notificar = useNotificar();
  const falla = aApiFailure(error);
  const bloqueo = esBloqueo(falla);
  useEffect(() => {
    if (!bloqueo) notificar.error(t('evaluaciones.errores.cargar'), falla.data.error);
  }, [bloqueo, falla.data.error, notificar, t]);
  return (
    <MessageBar intent={bloqueo ? 'warning' : 'error'} layout="multiline">
      <MessageBarBody>
        {bloqueo ? falla.data.error : `${t('evaluaciones.errores.cargar')}: ${falla.data.error}`}{' '}
        <EnlaceInterno to={RUTA_EVALUACIONES}>{t('evaluaciones.rendir.volver')}</EnlaceInterno>
      </MessageBarBody>
    </MessageBar>
  );
}

/**
 * Whether the time `iso` (the end of the wait between attempts) has passed: a timer marks
 * it, so a running wait ends on screen without a reload. A time already past is marked at once.
 */
function useYaPaso(iso: string | null): boolean {
  const [vencido, setVencido] = useState<string | null>(null);
  useEffect(() => {
    if (iso === null) return undefined;
    const falta = Date.parse(iso) - Date.now();
    // Timers beyond ~24.8 days overflow; a wait is at most a week.
    const id = setTimeout(() => setVencido(iso), Math.max(0, Math.min(falta + 500, 2 ** 31 - 1)));
    return () => clearTimeout(id);
  }, [iso]);
  return iso === null || vencido === iso;
}

/** Code, name, description, instructions and the attempts rule of the evaluation. */
function CabeceraRendir({ evaluacion }: { evaluacion: Evaluacion }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const resumen = resumenIntentos(evaluacion);
  return (
    <Card className={styles.cabecera}>
      <Caption1>{t('evaluaciones.rendir.codigo', { codigo: evaluacion.codigo })}</Caption1>
      <Title2 as="h1">{evaluacion.nombre}</Title2>
      {evaluacion.descripcion ? <Body1>{evaluacion.descripcion}</Body1> : null}
      <Caption1>{t('evaluaciones.rendir.instrucciones')}</Caption1>
      <Caption1>{t(resumen.clave, resumen.valores)}</Caption1>
    </Card>
  );
}

/** Why no attempt can be sent now: refused, no attempts left, or when the next one opens. */
function AvisoIntentos(props: {
  rechazo: string | undefined;
  agotados: boolean;
  abre: string | null;
}) {
  const { t } = useTranslation();
  const { abre } = props;
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        {props.rechazo ?? (props.agotados ? t('evaluaciones.rendir.sinIntentosRestantes') : null)}{' '}
        {abre
          ? t('evaluaciones.rendir.proximoIntento', { hora: formatearFecha(abre, 'fechaHora') })
          : null}{' '}
        <EnlaceInterno to={RUTA_EVALUACIONES}>{t('evaluaciones.rendir.volver')}</EnlaceInterno>
      </MessageBarBody>
    </MessageBar>
  );
}

/** 'Cancelar' back to the list, and 'Enviar' (with a spinner while it is sent). */
function AccionesRendir(props: { enviando: boolean; deshabilitado: boolean; onEnviar(): void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <div className={styles.acciones}>
      <Button appearance="secondary" onClick={() => void navigate(RUTA_EVALUACIONES)}>
        {t('evaluaciones.rendir.cancelar')}
      </Button>
      <Button
        appearance="primary"
        disabled={props.deshabilitado}
        icon={props.enviando ? <Spinner size="tiny" /> : undefined}
        onClick={props.onEnviar}
      >
        {t('evaluaciones.rendir.enviar')}
      </Button>
    </div>
  );
}

/** /evaluacion/{id}: taking an evaluation (spec 2, Evaluation taking). */
export function RendirEvaluacionPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const styles = useStyles();
  const consulta = useBuscarEvaluacionQuery(id);
  const evaluacion = consulta.data;
  const preguntas = useMemo(() => preguntasOrdenadas(evaluacion?.preguntas ?? []), [evaluacion]);
  const rendir = useRendirEvaluacion(evaluacion);
  const [confirmando, setConfirmando] = useState(false);
  const [retro, setRetro] = useState<string | null>(null);
  const sinResponder = preguntasSinResponder(preguntas, rendir.seleccion);
  const abre = rendir.rechazo?.abre ?? evaluacion?.proximoIntentoEn ?? null;
  const esperando = !useYaPaso(abre);

  if (consulta.isLoading) return <Spinner size="small" label={t('comun.cargando')} />;
  if (consulta.isError && !evaluacion) return <FalloCarga error={consulta.error} />;
  if (!evaluacion) return null;

  const agotados = intentosAgotados(evaluacion);
  const enviar = () => {
    setConfirmando(false);
    void rendir.enviar();
  };

  return (
    <section className={styles.root}>
      <CabeceraRendir evaluacion={evaluacion} />
      {!rendir.resultado && (agotados || esperando || rendir.rechazo) ? (
        <AvisoIntentos
          rechazo={rendir.rechazo?.mensaje}
          agotados={agotados}
          abre={esperando ? abre : null}
        />
      ) : null}
      {rendir.resultado ? (
        <ResultadoEvaluacion
          resultado={rendir.resultado}
          onRetroalimentacion={() => setRetro(rendir.resultado?.intentoId ?? null)}
          onOtraVez={rendir.reiniciar}
        />
      ) : (
        <>
          <PreguntasTabs
            preguntas={preguntas}
            seleccion={rendir.seleccion}
            deshabilitado={rendir.enviando}
            onMarcar={rendir.marcar}
          />
          <AccionesRendir
            enviando={rendir.enviando}
            deshabilitado={rendir.enviando || agotados || esperando}
            onEnviar={() => (sinResponder.length > 0 ? setConfirmando(true) : enviar())}
          />
        </>
      )}
      <ConfirmarDialog
        abierto={confirmando}
        titulo={t('evaluaciones.rendir.sinResponder.titulo')}
        accion={t('evaluaciones.rendir.sinResponder.accion')}
        enviando={rendir.enviando}
        onCancelar={() => setConfirmando(false)}
        onConfirmar={enviar}
      >
        <Body1 as="p">
          {t('evaluaciones.rendir.sinResponder.mensaje', { lista: sinResponder.join(', ') })}
        </Body1>
      </ConfirmarDialog>
      {retro ? (
        <RetroalimentacionDialog
          consulta={{ evaluacionId: evaluacion._id, intentoId: retro }}
          onCerrar={() => setRetro(null)}
        />
      ) : null}
    </section>
  );
}
