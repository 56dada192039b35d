import { TableCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import type { FilaCentro, TotalInforme } from '@shared/api';
import { useTranslation } from 'react-i18next';
import { TablaBase } from '../../../ui/TablaBase';
import { duracion } from '../informes';

const useStyles = makeStyles({
  numero: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  total: { fontWeight: tokens.fontWeightSemibold },
});

/** Every centre's figures, the chart's accessible twin, with a total row. */
export function TablaCentros(props: { filas: readonly FilaCentro[]; total: TotalInforme }) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const horas = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const columnas = (
    [
      ['centro', 'centro'],
      ['municipio', 'municipio'],
      ['tiempo', 'tiempo'],
      ['horas', 'horas'],
      ['llamadas', 'llamadas'],
      ['lecciones', 'lecciones'],
      ['cursos', 'cursos'],
    ] as const
  ).map(([clave, texto]) => ({ clave, texto: t(`informes.tabla.${texto}`) }));
  const celdas = (f: Omit<FilaCentro, 'centro' | 'municipio'>) => (
    <>
      <TableCell className={styles.numero}>{duracion(f.segundosEstudio)}</TableCell>
      <TableCell className={styles.numero}>{horas.format(f.horas)}</TableCell>
      <TableCell className={styles.numero}>{f.llamadas}</TableCell>
      <TableCell className={styles.numero}>{f.leccionesCompletadas}</TableCell>
      <TableCell className={styles.numero}>{f.cursosCompletados}</TableCell>
    </>
  );
  const t0 = props.total;
  return (
    <TablaBase etiqueta={t('informes.tabla.etiqueta')} columnas={columnas} ajuste="contenido">
      {props.filas.map((f) => (
        <TableRow key={`${f.centro}|${f.municipio}`}>
          <TableCell>{f.centro}</TableCell>
          <TableCell>{f.municipio}</TableCell>
          {celdas(f)}
        </TableRow>
      ))}
      <TableRow className={styles.total}>
        <TableCell>{t('informes.tabla.total')}</TableCell>
        <TableCell />
        {celdas({ ...t0, horas: t0.horasGrabacion })}
      </TableRow>
    </TablaBase>
  );
}
