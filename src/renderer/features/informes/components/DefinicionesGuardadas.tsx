import {
  Button,
  Caption1,
  Card,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { DefinicionInforme } from '@shared/api';
import { formatearFecha } from '@shared/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { aApiFailure } from '../../../app/apiError';
import { nuevoIdCliente } from '../../../app/idCliente';
import { IconoBorrar } from '../../../ui/iconos';
import { useNotificar } from '../../../ui/notificaciones';
import {
  fechaDeDia,
  idParaGuardar,
  puedeGuardar,
  useDefinicionesInformeQuery,
  useEliminarDefinicionInformeMutation,
  useGuardarDefinicionInformeMutation,
  usePermisosDefiniciones,
  type RangoDias,
} from '../definiciones';

const useStyles = makeStyles({
  tarjeta: { padding: tokens.spacingHorizontalM, gap: tokens.spacingVerticalS },
  guardar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalS,
  },
  lista: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalXS,
  },
  fila: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  nombre: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
});

const rangoTexto = (d: { desde: string; hasta: string }) => ({
  desde: formatearFecha(fechaDeDia(d.desde), 'fechaLarga4'),
  hasta: formatearFecha(fechaDeDia(d.hasta), 'fechaLarga4'),
});

/** One saved range: load it into the report's pickers, or delete it. */
function FilaDefinicion(props: {
  definicion: DefinicionInforme;
  puedeEliminar: boolean;
  ocupado: boolean;
  onCargar(rango: RangoDias): void;
  onEliminar(id: string): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const d = props.definicion;
  return (
    <li className={styles.fila}>
      <Text className={styles.nombre}>{d.nombre}</Text>
      <Caption1>{t('informesDefiniciones.rango', rangoTexto(d))}</Caption1>
      <Button
        size="small"
        aria-label={t('informesDefiniciones.cargarNombre', { nombre: d.nombre })}
        onClick={() => props.onCargar({ desde: d.desde, hasta: d.hasta })}
      >
        {t('informesDefiniciones.cargar')}
      </Button>
      {props.puedeEliminar ? (
        <Button
          size="small"
          appearance="subtle"
          icon={<IconoBorrar />}
          disabled={props.ocupado}
          aria-label={t('informesDefiniciones.eliminarNombre', { nombre: d.nombre })}
          title={t('informesDefiniciones.eliminar')}
          onClick={() => props.onEliminar(d._id)}
        />
      ) : null}
    </li>
  );
}

/**
 * Saved report ranges (issue 15): save the report page's current range under a name and
 * load one back. The page hands in its range as whole days and receives the loaded one.
 */
export function DefinicionesGuardadas(props: {
  rango: RangoDias;
  onCargar(rango: RangoDias): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const notificar = useNotificar();
  const permisos = usePermisosDefiniciones();
  const [nombre, setNombre] = useState('');
  const consulta = useDefinicionesInformeQuery(undefined);
  const [guardar, estadoGuardar] = useGuardarDefinicionInformeMutation();
  const [eliminar, estadoEliminar] = useEliminarDefinicionInformeMutation();
  const definiciones = consulta.data ?? [];

  const alGuardar = async () => {
    const id = idParaGuardar(nombre, definiciones, permisos.usuarioId, nuevoIdCliente);
    const r = await guardar({ id, datos: { nombre: nombre.trim(), ...props.rango } });
    if ('error' in r) {
      notificar.error(t('informesDefiniciones.errorGuardar'), aApiFailure(r.error).data.error);
      return;
    }
    setNombre('');
    notificar.exito(t('informesDefiniciones.guardado'));
  };

  const alEliminar = async (id: string) => {
    const r = await eliminar(id);
    if ('error' in r) {
      notificar.error(t('informesDefiniciones.errorEliminar'), aApiFailure(r.error).data.error);
    } else notificar.exito(t('informesDefiniciones.eliminado'));
  };

  return (
    <Card className={styles.tarjeta} role="region" aria-label={t('informesDefiniciones.titulo')}>
      <Subtitle2 as="h2">{t('informesDefiniciones.titulo')}</Subtitle2>
      {permisos.crear ? (
        <div className={styles.guardar}>
          <Field label={t('informesDefiniciones.nombre')}>
            <Input value={nombre} maxLength={80} onChange={(_, data) => setNombre(data.value)} />
          </Field>
          <Button
            disabled={!puedeGuardar(nombre, props.rango) || estadoGuardar.isLoading}
            onClick={() => void alGuardar()}
          >
            {t('informesDefiniciones.guardar')}
          </Button>
        </div>
      ) : null}
      {consulta.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>
            {t('informesDefiniciones.errorCargar')}: {aApiFailure(consulta.error).data.error}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {consulta.isSuccess && definiciones.length === 0 ? (
        <Caption1>{t('informesDefiniciones.vacio')}</Caption1>
      ) : null}
      <ul className={styles.lista}>
        {definiciones.map((d) => (
          <FilaDefinicion
            key={d._id}
            definicion={d}
            puedeEliminar={permisos.eliminar}
            ocupado={estadoEliminar.isLoading}
            onCargar={props.onCargar}
            onEliminar={(id) => void alEliminar(id)}
          />
        ))}
      </ul>
    </Card>
  );
}
