import { TableCell, TableRow } from '@fluentui/react-components';
import type { ConteoTrabajosVista } from '@shared/api';
import { useTranslation } from 'react-i18next';
import { formatoNumero } from '../../../i18n';
import { TablaBase } from '../../../ui/TablaBase';
import { nombreCola, nombreEstado } from '../texto';

/** Jobs by queue and state: three short columns, so it fits a phone without scrolling. */
export function TablaConteos({ conteos }: { conteos: readonly ConteoTrabajosVista[] }) {
  const { t } = useTranslation();
  const filas = conteos.filter((c) => c.total > 0);
  return (
    <TablaBase
      etiqueta={t('trabajos.conteos.tabla')}
      columnas={[
        { clave: 'cola', texto: t('trabajos.conteos.cola') },
        { clave: 'estado', texto: t('trabajos.conteos.estado') },
        { clave: 'total', texto: t('trabajos.conteos.total') },
      ]}
      ajuste="llena"
      sinFilas={filas.length === 0}
      vacio={t('trabajos.conteos.vacio')}
    >
      {filas.map((c) => (
        <TableRow key={`${c.cola}:${c.estado}`}>
          <TableCell>{nombreCola(t, c.cola)}</TableCell>
          <TableCell>{nombreEstado(t, c.estado)}</TableCell>
          <TableCell>{formatoNumero(c.total)}</TableCell>
        </TableRow>
      ))}
    </TablaBase>
  );
}
