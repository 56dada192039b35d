import { Body1, Button, Spinner, Title1 } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { aApiFailure } from '../../../app/apiError';
import { PaginaCentrada } from '../../../ui/PaginaCentrada';
import { TarjetaPagina } from '../../../ui/TarjetaPagina';
import { useVerifyEmailMutation } from '../../auth';

type Estado =
  | { tipo: 'verificando' }
  | { tipo: 'verificado'; email: string }
  | { tipo: 'error'; mensaje: string };

/** 'Validación de email' (spec 2): confirms the one-time link once, then says how it went. */
export function VerificarEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '', token = '' } = useParams();
  const [verificar] = useVerifyEmailMutation();
  const [estado, setEstado] = useState<Estado>({ tipo: 'verificando' });
  // The link is single-use: StrictMode's second effect run must not spend it again.
  const enviado = useRef(false);

  useEffect(() => {
    if (enviado.current) return;
    enviado.current = true;
    void verificar({ id, token }).then((r) =>
      setEstado(
        r.data
          ? { tipo: 'verificado', email: r.data.email }
          : { tipo: 'error', mensaje: aApiFailure(r.error).data.error },
      ),
    );
  }, [verificar, id, token]);

  return (
    <PaginaCentrada>
      <TarjetaPagina ancho={480}>
        <Title1 as="h1">{t('pantallas.verificarMail')}</Title1>
        <div role="status" aria-live="polite">
          {estado.tipo === 'verificando' ? (
            <Spinner size="small" label={t('registro.verificar.verificando')} />
          ) : null}
          {estado.tipo === 'verificado' ? (
            <Body1>{t('registro.verificar.exito', { email: estado.email })}</Body1>
          ) : null}
          {estado.tipo === 'error' ? <Body1>{estado.mensaje}</Body1> : null}
        </div>
        <div>
          <Button appearance="primary" onClick={() => void navigate('/login')}>
            {t('comun.volverAlInicio')}
          </Button>
        </div>
      </TarjetaPagina>
    </PaginaCentrada>
  );
}
