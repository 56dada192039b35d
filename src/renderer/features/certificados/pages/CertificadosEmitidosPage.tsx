import { Body1, MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { Certificado } from '@shared/api';
import { tienePermiso } from '@shared/domain/permisos';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CabeceraBusqueda } from '../../../ui/CabeceraBusqueda';
import { Navigate } from 'react-router-dom';
import { aApiFailure } from '../../../app/apiError';
import { useAppSelector } from '../../../app/hooks';
import { useNotificar } from '../../../ui/notificaciones';
import { Pagina } from '../../../ui/Pagina';
import { Paginacion } from '../../../ui/Paginacion';
import { useDebounce } from '../../../ui/useDebounce';
import { selectUsuario } from '../../auth';
import { useListarCertificadosQuery, useRevocarCertificadoMutation } from '../api';
import { RevocarDialog } from '../components/RevocarDialog';
import { TablaCertificados } from '../components/TablaCertificados';
import { RUTA_NO_AUTORIZADO } from '../rutas';

export const TAMANO_PAGINA_CERTIFICADOS = 20;
const TAMANOS = [TAMANO_PAGINA_CERTIFICADOS] as const;

/**
 * 'Certificados emitidos' (admin): every certificate, newest first, with a text search.
 * It shows other people's data, so it needs usuarios consultar besides calificaciones
 * consultar (the route checks the latter); 'Revocar' needs calificaciones eliminar.
 */
export function CertificadosEmitidosPage() {
  const { t } = useTranslation();
  const notificar = useNotificar();
  const rol = useAppSelector(selectUsuario)?.rol;
  const [pagina, setPagina] = useState(1);
  const [busqueda, setBusqueda] = useState('');
  const texto = useDebounce(busqueda.trim(), 500);
  const [revocando, setRevocando] = useState<Certificado | null>(null);
  const [revocar, estadoRevocar] = useRevocarCertificadoMutation();
  const conUsuarios = tienePermiso(rol, 'usuarios', 'consultar');
  const puedeRevocar = tienePermiso(rol, 'calificaciones', 'eliminar');
  const consulta = useListarCertificadosQuery(
    { pagina, tamano: TAMANO_PAGINA_CERTIFICADOS, ...(texto ? { texto } : {}) },
    { skip: !conUsuarios },
  );

  if (!conUsuarios) return <Navigate to={RUTA_NO_AUTORIZADO} replace />;

  const enviarRevocacion = async (c: Certificado, motivo: string) => {
    try {
      await revocar({ _id: c._id, motivo }).unwrap();
      notificar.exito(t('certificados.revocar.hecho', { numero: c.numero }));
      setRevocando(null);
    } catch (error) {
      notificar.error(t('certificados.revocar.error'), aApiFailure(error).data.error);
    }
  };

  const datos = consulta.data;
  return (
    <Pagina compacta>
      <CabeceraBusqueda
        titulo={t('certificados.emitidos.titulo')}
        cargando={consulta.isFetching}
        etiquetaBusqueda={t('certificados.emitidos.buscar')}
        busqueda={busqueda}
        onBuscar={(texto) => {
          setBusqueda(texto);
          setPagina(1);
        }}
      />
      {consulta.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>
            {t('certificados.emitidos.errorCargar')}: {aApiFailure(consulta.error).data.error}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <TablaCertificados
        certificados={datos?.data ?? []}
        puedeRevocar={puedeRevocar}
        onRevocar={setRevocando}
        vacio={
          consulta.isLoading ? (
            t('comun.cargando')
          ) : (
            <Body1>{t('certificados.emitidos.vacio')}</Body1>
          )
        }
      />
      <Paginacion
        pagina={pagina}
        paginas={Math.max(1, Math.ceil((datos?.total ?? 0) / TAMANO_PAGINA_CERTIFICADOS))}
        total={datos?.total ?? 0}
        limite={TAMANO_PAGINA_CERTIFICADOS}
        tamanos={TAMANOS}
        onPagina={setPagina}
        onLimite={() => undefined}
      />
      {revocando ? (
        <RevocarDialog
          key={revocando._id}
          certificado={revocando}
          enviando={estadoRevocar.isLoading}
          onCerrar={() => setRevocando(null)}
          onEnviar={(motivo) => void enviarRevocacion(revocando, motivo)}
        />
      ) : null}
    </Pagina>
  );
}
