import {
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStaticStyles,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ReporteInforme } from '@shared/api';
import { rangoRapido } from '@shared/domain/informes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { aApiFailure } from '../../../app/apiError';
import { routeRequest } from '../../../app/routeRequest';
import { Pagina } from '../../../ui/Pagina';
import { IconoDescargar, IconoImprimir } from '../../../ui/iconos';
import { useDescargarCsv } from '../../importacion';
import { useLazyReporteInformeQuery } from '../api';
import { ControlesInforme, type RangoElegido } from '../components/ControlesInforme';
import { ResultadoInforme } from '../components/ResultadoInforme';

/**
 * Printing the report prints the report alone: while this page is in the document, the
 * app's frame (bar, menus, notifications, footer) and the page's controls are left out.
 */
const useEstilosImpresion = makeStaticStyles(`
  @media print {
    body:has([data-informe]) header,
    body:has([data-informe]) nav,
    body:has([data-informe]) aside,
    body:has([data-informe]) footer,
    [data-informe] [data-sin-imprimir] { display: none !important; }
    body:has([data-informe]) main { padding: 0 !important; overflow: visible !important; }
  }
`);

const useStyles = makeStyles({
  acciones: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** Export the shown report as CSV, or print it. */
function AccionesInforme(props: { reporte: ReporteInforme | undefined }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const exportacion = useDescargarCsv();
  const r = props.reporte;
  const exportar = (reporte: ReporteInforme) =>
    void exportacion.descargar(
      routeRequest('informes.reporteCsv', { body: { desde: reporte.desde, hasta: reporte.hasta } }),
      `informe-${reporte.desde}-a-${reporte.hasta}.csv`,
    );
  return (
    <span className={styles.acciones} data-sin-imprimir="">
      <Button
        icon={<IconoDescargar />}
        disabled={!r || exportacion.descargando}
        onClick={() => r && exportar(r)}
      >
        {t('informes.exportar')}
      </Button>
      <Button icon={<IconoImprimir />} disabled={!r} onClick={() => window.print()}>
        {t('informes.imprimir')}
      </Button>
    </span>
  );
}

/**
 * The reports screen (spec 2 "Reports", issue 15, docs/informes.md): quick ranges, the
 * 'Desde' / 'Registrados hasta' pickers, 'Generar', 'Por favor espere unos segundos..'
 * while it runs, then counters that count up and the activity per centre as a column
 * chart with its table; CSV export and print. It opens on this month's report.
 */
export function InformesPage() {
  useEstilosImpresion();
  const { t } = useTranslation();
  const [rango, setRango] = useState<RangoElegido>(() => rangoRapido('mes'));
  const [corrida, setCorrida] = useState(0);
  const [pedir, consulta] = useLazyReporteInformeQuery();
  const generar = (r: RangoElegido) => {
    setCorrida((c) => c + 1);
    void pedir(r, false);
  };
  /** Puts a range in the pickers (a saved range) and, if asked, runs it. */
  const aplicarRango = (r: RangoElegido, ejecutar = true) => {
    setRango(r);
    if (ejecutar) generar(r);
  };
  useEffect(() => {
    void pedir(rango, false);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on opening

  const reporte = consulta.isFetching ? undefined : consulta.data;
  return (
    <div data-informe="">
      <Pagina
        cabecera={{
          titulo: t('pantallas.informes'),
          acciones: <AccionesInforme reporte={reporte} />,
        }}
      >
        <ControlesInforme rango={rango} onRango={setRango} onGenerar={(r) => aplicarRango(r)} />
        {/* Saved report ranges (informes/components/DefinicionesGuardadas) go here. */}
        {consulta.isFetching ? (
          <Spinner labelPosition="after" label={t('informes.espere')} />
        ) : null}
        {consulta.isError && !consulta.isFetching ? (
          <MessageBar intent="error">
            <MessageBarBody>
              {t('informes.error')}: {aApiFailure(consulta.error).data.error}
            </MessageBarBody>
          </MessageBar>
        ) : null}
        {reporte ? <ResultadoInforme reporte={reporte} corrida={corrida} /> : null}
      </Pagina>
    </div>
  );
}
