import { Badge, Button, TableCell, TableRow } from '@fluentui/react-components';
import type { Certificado } from '@shared/api';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TablaBase } from '../../../ui/TablaBase';
import { fechaCertificado, nombreCompleto } from '../certificado';

const COLUMNAS = ['numero', 'nombre', 'curso', 'fecha', 'estado', 'acciones'] as const;

/** Issued certificates (admin): number, name, course, date, state, and 'Revocar'. */
export function TablaCertificados({
  certificados,
  puedeRevocar,
  onRevocar,
  vacio,
}: {
  certificados: readonly Certificado[];
  puedeRevocar: boolean;
  onRevocar(c: Certificado): void;
  vacio: ReactNode;
}) {
  const { t } = useTranslation();
  const columnas = puedeRevocar ? COLUMNAS : COLUMNAS.filter((c) => c !== 'acciones');
  return (
    <TablaBase
      etiqueta={t('certificados.emitidos.titulo')}
      columnas={columnas.map((c) => ({ clave: c, texto: t(`certificados.columnas.${c}`) }))}
      ajuste="llena"
      vacio={vacio}
      sinFilas={certificados.length === 0}
    >
      {certificados.map((c) => {
        const revocado = c.revocadoEn !== null;
        return (
          <TableRow key={c._id}>
            <TableCell>{c.numero}</TableCell>
            <TableCell>{nombreCompleto(c.datos)}</TableCell>
            <TableCell>
              {c.datos.curso.codigo} – {c.datos.curso.nombre}
            </TableCell>
            <TableCell>{fechaCertificado(c.emitidoEn)}</TableCell>
            <TableCell>
              <Badge
                appearance="tint"
                color={revocado ? 'danger' : 'success'}
                title={revocado ? (c.motivoRevocacion ?? undefined) : undefined}
              >
                {revocado ? t('certificados.estado.revocado') : t('certificados.estado.valido')}
              </Badge>
            </TableCell>
            {puedeRevocar ? (
              <TableCell>
                {revocado ? null : (
                  <Button
                    size="small"
                    aria-label={t('certificados.revocar.botonN', { numero: c.numero })}
                    onClick={() => onRevocar(c)}
                  >
                    {t('certificados.revocar.boton')}
                  </Button>
                )}
              </TableCell>
            ) : null}
          </TableRow>
        );
      })}
    </TablaBase>
  );
}
