import {
  Body1,
  Caption1,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { Verificacion } from '@shared/api';
import { useTranslation } from 'react-i18next';
import { fechaCertificado, nombreCompleto } from '../certificado';
import { estadoDe } from '../verificacion';

const useStyles = makeStyles({
  datos: {
    display: 'grid',
    gridTemplateColumns: 'minmax(140px, max-content) 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  // dt/dd pairs grouped in a div (valid in a dl) that leaves the grid to them.
  fila: { display: 'contents' },
  termino: { color: tokens.colorNeutralForeground3 },
  valor: { margin: 0, overflowWrap: 'anywhere' },
  hash: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  estado: { fontWeight: tokens.fontWeightBold, letterSpacing: '0.08em' },
});

/** What anyone may check of a certificate: VÁLIDO or REVOCADO, and its frozen data. */
export function ResultadoVerificacion({ verificacion: v }: { verificacion: Verificacion }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const estado = estadoDe(v);
  const filas: readonly (readonly [string, string, string?])[] = [
    [t('certificados.campos.numero'), String(v.numero)],
    [t('certificados.campos.codigo'), v.codigoVerificacion],
    [t('certificados.campos.fecha'), fechaCertificado(v.emitidoEn)],
    [t('certificados.campos.nombre'), nombreCompleto(v.datos)],
    // Masked by the server (last 4 digits): the page is public.
    [t('certificados.campos.identificacion'), v.datos.identificacion ?? '—'],
    [t('certificados.campos.curso'), `${v.datos.curso.codigo} – ${v.datos.curso.nombre}`],
    [
      t('certificados.campos.evaluacion'),
      `${v.datos.evaluacion.codigo} – ${v.datos.evaluacion.nombre}`,
    ],
    [t('certificados.campos.horas'), t('certificados.campos.horasValor', { horas: v.datos.horas })],
    [t('certificados.campos.estrategia'), v.datos.estrategia],
    [t('certificados.campos.sha256'), v.sha256Pdf ?? '—', styles.hash],
  ];

  return (
    <>
      {estado.estado === 'valido' ? (
        <MessageBar intent="success" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle className={styles.estado}>
              {t('certificados.estado.valido')}
            </MessageBarTitle>
            {t('certificados.estado.validoDetalle')}
          </MessageBarBody>
        </MessageBar>
      ) : (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle className={styles.estado}>
              {t('certificados.estado.revocado')}
            </MessageBarTitle>
            {t('certificados.estado.revocadoDetalle', {
              fecha: estado.fecha,
              motivo: estado.motivo,
            })}
          </MessageBarBody>
        </MessageBar>
      )}
      <dl className={styles.datos}>
        {filas.map(([termino, valor, clase]) => (
          <div key={termino} className={styles.fila}>
            <dt>
              <Caption1 className={styles.termino}>{termino}</Caption1>
            </dt>
            <dd className={styles.valor}>
              <Body1 className={clase}>{valor}</Body1>
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
