import {
  Button,
  Caption1,
  Card,
  ProgressBar,
  Subtitle2,
  Switch,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import type { Evaluacion } from '@shared/api';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconoBorrar, IconoCandado, IconoEditar } from '../../../ui/iconos';
import {
  claveEstado,
  coloresEvaluacion,
  type AccionesEvaluaciones,
  type VistaTarjeta,
} from '../tarjetas';
import { botonTarjeta, focoTarjeta } from '../../../ui/estilosTarjeta';

const useStyles = makeStyles({
  card: { width: '260px', minHeight: '200px', padding: 0, overflow: 'hidden' },
  cuerpo: {
    ...botonTarjeta,
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    flexGrow: 1,
  },
  abrible: {
    cursor: 'pointer',
    ...focoTarjeta('-4px'),
  },
  nombre: { color: 'inherit', fontSize: tokens.fontSizeBase500, lineHeight: '1.2' },
  estado: { fontWeight: tokens.fontWeightSemibold },
  bloqueo: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  inactiva: { fontStyle: 'italic' },
  pie: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalXS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    backgroundColor: 'rgba(255,255,255,0.9)',
    color: tokens.colorNeutralForeground1,
  },
});

export interface TarjetaEvaluacionProps {
  evaluacion: Evaluacion;
  vista: VistaTarjeta;
  acciones: AccionesEvaluaciones;
  onAbrir(): void;
  onRetroalimentacion(): void;
  onCertificado(): void;
  onEditar(): void;
  onEliminar(): void;
  onEstado(activa: boolean): void;
}

/** The card's text: code, name, state line, and either the lock or the course progress. */
function Contenido({ evaluacion: e, vista }: Pick<TarjetaEvaluacionProps, 'evaluacion' | 'vista'>) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <>
      <Caption1>{e.codigo}</Caption1>
      <Subtitle2 className={styles.nombre}>{e.nombre}</Subtitle2>
      {!e.estado ? (
        <Caption1 className={styles.inactiva}>{t('evaluaciones.lista.inactiva')}</Caption1>
      ) : null}
      {vista.bloqueada ? (
        <span className={styles.bloqueo}>
          <IconoCandado />
          <Text>{t('evaluaciones.estado.bloqueada')}</Text>
        </span>
      ) : (
        <Text className={styles.estado}>{t(claveEstado(vista.estado))}</Text>
      )}
      {e.porcentaje !== null ? (
        <Caption1>{t('evaluaciones.lista.mejorPuntaje', { puntaje: e.porcentaje })}</Caption1>
      ) : null}
      {vista.aprobadaConCursoAl !== null ? (
        <Caption1>
          {t('evaluaciones.lista.aprobadaConCursoAl', { porcentaje: vista.aprobadaConCursoAl })}
        </Caption1>
      ) : null}
      {vista.progreso !== null ? (
        <>
          <Text>{t('evaluaciones.lista.completado', { porcentaje: vista.progreso })}</Text>
          <ProgressBar
            value={vista.progreso / 100}
            thickness="large"
            aria-label={t('evaluaciones.lista.progresoDe', { nombre: e.nombre })}
          />
        </>
      ) : null}
    </>
  );
}

/** One evaluation card (spec 2, Evaluations list; spec 4, card states). */
export function TarjetaEvaluacion(props: TarjetaEvaluacionProps) {
  const { evaluacion: e, vista, acciones } = props;
  const { t } = useTranslation();
  const styles = useStyles();
  const { fondo, texto } = coloresEvaluacion(e);
  const botones: ReactNode[] = [];
  if (vista.verRetroalimentacion) {
    botones.push(
      <Button key="retro" size="small" onClick={props.onRetroalimentacion}>
        {t('evaluaciones.lista.verRetroalimentacion')}
      </Button>,
    );
  }
  if (vista.verCertificado) {
    botones.push(
      <Button key="cert" size="small" appearance="primary" onClick={props.onCertificado}>
        {t('evaluaciones.lista.verCertificado')}
      </Button>,
    );
  }
  if (acciones.desactivar) {
    botones.push(
      <Switch
        key="estado"
        checked={e.estado}
        label={t('evaluaciones.lista.activa')}
        aria-label={t('evaluaciones.lista.activaDe', { nombre: e.nombre })}
        onChange={(_, data) => props.onEstado(data.checked)}
      />,
    );
  }
  if (acciones.editar) {
    botones.push(
      <Button
        key="editar"
        appearance="subtle"
        icon={<IconoEditar />}
        aria-label={t('evaluaciones.lista.editarDe', { nombre: e.nombre })}
        title={t('evaluaciones.lista.editar')}
        onClick={props.onEditar}
      />,
    );
  }
  if (acciones.eliminar) {
    botones.push(
      <Button
        key="eliminar"
        appearance="subtle"
        icon={<IconoBorrar />}
        aria-label={t('evaluaciones.lista.eliminarDe', { nombre: e.nombre })}
        title={t('evaluaciones.lista.eliminar')}
        onClick={props.onEliminar}
      />,
    );
  }
  return (
    <Card className={styles.card} style={{ backgroundColor: fondo, color: texto }}>
      {vista.abrible ? (
        <button
          type="button"
          className={mergeClasses(styles.cuerpo, styles.abrible)}
          title={t('evaluaciones.lista.abrirDe', { nombre: e.nombre })}
          onClick={props.onAbrir}
        >
          <Contenido evaluacion={e} vista={vista} />
        </button>
      ) : (
        // A learner's locked card: nothing to press, the text says why.
        <div className={styles.cuerpo}>
          <Contenido evaluacion={e} vista={vista} />
        </div>
      )}
      {botones.length > 0 ? <div className={styles.pie}>{botones}</div> : null}
    </Card>
  );
}
