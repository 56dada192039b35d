import { Button } from '@fluentui/react-components';
import type { ModoImportacion } from '@shared/domain/importacion';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { routeRequest } from '../../../app/routeRequest';
import { filasAplicables, rutaCredenciales } from '../lote';
import { useDescargarCsv } from '../useDescargarCsv';
import type { useImportacion } from '../useImportacion';
import { PasoElegir } from './PasoElegir';
import { PasoProgreso } from './PasoProgreso';
import { PasoResultado } from './PasoResultado';
import { VistaLote } from './VistaLote';

type Flujo = ReturnType<typeof useImportacion>;

/** The wizard's current step: choose a file, the dry run, the progress, or the result. */
export function PasoActual(props: {
  flujo: Flujo;
  modo: ModoImportacion;
  puedeActualizar: boolean;
  onModo(modo: ModoImportacion): void;
}) {
  const navigate = useNavigate();
  const descarga = useDescargarCsv();
  const { flujo, modo } = props;
  const { lote, paso } = flujo;
  if (paso === 'elegir' || !lote) {
    return (
      <PasoElegir
        reemplazarCursos={flujo.reemplazarCursos}
        subida={flujo.subida}
        descargandoPlantilla={descarga.descargando}
        onReemplazarCursos={flujo.setReemplazarCursos}
        onElegir={() => void flujo.elegir()}
        onPlantilla={() =>
          void descarga.descargar(routeRequest('importacion.plantilla'), 'plantilla.csv')
        }
      />
    );
  }
  if (paso === 'vista') {
    return (
      <VistaLote
        key={lote.id}
        lote={lote}
        modo={modo}
        puedeActualizar={props.puedeActualizar}
        onModo={props.onModo}
      />
    );
  }
  if (paso === 'progreso') return <PasoProgreso lote={lote} />;
  return (
    <PasoResultado
      lote={lote}
      descargando={descarga.descargando}
      onDescargarCredenciales={() =>
        void descarga.descargar(
          routeRequest('importacion.credenciales', { params: { lote: lote.id } }),
          'credenciales.csv',
        )
      }
      onImprimirCredenciales={() => void navigate(rutaCredenciales(lote.id))}
    />
  );
}

/** The wizard's buttons: another file, cancel the run, close, and 'Importar'. */
export function AccionesImportacion(props: {
  flujo: Flujo;
  modo: ModoImportacion;
  onCerrar(): void;
}) {
  const { t } = useTranslation();
  const { flujo, modo } = props;
  const { lote, paso } = flujo;
  const aplicables = lote ? filasAplicables(lote, modo) : 0;
  return (
    <>
      {paso === 'vista' ? (
        <Button appearance="secondary" onClick={flujo.otroArchivo}>
          {t('importacion.vista.otroArchivo')}
        </Button>
      ) : null}
      {paso === 'progreso' ? (
        <Button
          appearance="secondary"
          disabled={flujo.cancelando}
          onClick={() => void flujo.cancelarImportacion()}
        >
          {t('importacion.progreso.cancelar')}
        </Button>
      ) : null}
      <Button appearance="secondary" onClick={props.onCerrar}>
        {t('comun.cerrar')}
      </Button>
      {paso === 'vista' ? (
        <Button
          appearance="primary"
          disabled={aplicables === 0 || flujo.confirmando || flujo.subida !== null}
          onClick={() => void flujo.importar(modo)}
        >
          {t('importacion.vista.importar')}
        </Button>
      ) : null}
    </>
  );
}
