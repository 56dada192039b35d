import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Field,
} from '@fluentui/react-components';
import type { FilaImportacion, Lote } from '@shared/api';
import type { EstadoFilaImportacion, ModoImportacion } from '@shared/domain/importacion';
import { useTranslation } from 'react-i18next';
import { IconoDescargar } from '../../../ui/iconos';
import { ConteosLote } from './ConteosLote';
import { TablaFilas } from './TablaFilas';

export interface PasoVistaProps {
  lote: Lote;
  filas: readonly FilaImportacion[];
  totalFilas: number;
  pagina: number;
  estado: EstadoFilaImportacion | null;
  modo: ModoImportacion;
  /** Updating existing users needs usuarios/editar besides crear. */
  puedeActualizar: boolean;
  descargandoInforme: boolean;
  onPagina(pagina: number): void;
  onEstado(estado: EstadoFilaImportacion | null): void;
  onModo(modo: ModoImportacion): void;
  onInformeErrores(): void;
}

/** Step 2: what the dry run found, and what the admin wants to apply. */
export function PasoVista(props: PasoVistaProps) {
  const { t } = useTranslation();
  const { lote } = props;
  return (
    <>
      <Body1 as="p">
        {t('importacion.vista.archivo', { archivo: lote.archivoNombre, count: lote.total })}
      </Body1>
      <ConteosLote conteo={lote.conteo} />
      {lote.reemplazarCursos ? (
        <MessageBar intent="warning">
          <MessageBarBody>{t('importacion.vista.reemplazando')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {lote.desconocidas.length > 0 ? (
        <MessageBar intent="warning">
          <MessageBarBody>
            {t('importacion.vista.desconocidas', { columnas: lote.desconocidas.join(', ') })}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {lote.tipoRegistroPredeterminado > 0 ? (
        <MessageBar intent="info">
          <MessageBarBody>
            {t('importacion.vista.tipoRegistroPredeterminado', {
              n: lote.tipoRegistroPredeterminado,
            })}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {lote.conteo.error > 0 ? (
        <div>
          <Button
            icon={<IconoDescargar />}
            disabled={props.descargandoInforme}
            onClick={props.onInformeErrores}
          >
            {t('importacion.vista.informeErrores')}
          </Button>
        </div>
      ) : null}
      <TablaFilas
        filas={props.filas}
        total={props.totalFilas}
        pagina={props.pagina}
        estado={props.estado}
        onPagina={props.onPagina}
        onEstado={props.onEstado}
      />
      <Field label={t('importacion.vista.modo')}>
        <RadioGroup
          value={props.modo}
          onChange={(_, data) =>
            props.onModo(data.value === 'nuevosYActualizar' ? 'nuevosYActualizar' : 'soloNuevos')
          }
        >
          <Radio value="soloNuevos" label={t('importacion.modos.soloNuevos')} />
          <Radio
            value="nuevosYActualizar"
            disabled={!props.puedeActualizar}
            label={t('importacion.modos.nuevosYActualizar')}
          />
        </RadioGroup>
      </Field>
    </>
  );
}
