import {
  Body1,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { normalizarCodigoVerificacion, rutaVerificacion } from '@shared/domain/evaluaciones';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { aApiFailure } from '../../../app/apiError';
import { EnlaceInterno } from '../../../ui/EnlaceInterno';
import { PaginaCentrada } from '../../../ui/PaginaCentrada';
import { TarjetaPagina } from '../../../ui/TarjetaPagina';
import { useVerificarCertificadoQuery } from '../api';
import { ComprobarPdf } from '../components/ComprobarPdf';
import { ResultadoVerificacion } from '../components/ResultadoVerificacion';
import { codigoConsultable, falloVerificacion } from '../verificacion';

const useStyles = makeStyles({
  formulario: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
  },
  campo: { flexGrow: 1, minWidth: '220px' },
});

/** The code box: typing is free; submitting normalizes it and puts it in the URL. */
function FormularioCodigo({ inicial }: { inicial: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const [texto, setTexto] = useState(inicial);
  const enviar = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const codigo = normalizarCodigoVerificacion(texto);
    if (codigo === '') return;
    setTexto(codigo);
    void navigate(rutaVerificacion(codigo));
  };
  return (
    <form className={styles.formulario} onSubmit={enviar} noValidate>
      <Field
        className={styles.campo}
        label={t('certificados.verificar.codigo')}
        hint={t('certificados.verificar.formato')}
      >
        <Input
          value={texto}
          autoComplete="off"
          spellCheck={false}
          onChange={(_, data) => setTexto(data.value)}
        />
      </Field>
      <Button type="submit" appearance="primary" disabled={texto.trim() === ''}>
        {t('certificados.verificar.boton')}
      </Button>
    </form>
  );
}

/**
 * Public certificate check (reached by the QR or the printed link): no session needed, and
 * the same page with one. The API route is public, so no token is required.
 */
export function VerificarCertificadoPage() {
  const { t } = useTranslation();
  const { codigo: enUrl = '' } = useParams();
  const codigo = codigoConsultable(enUrl);
  const consulta = useVerificarCertificadoQuery(codigo ?? '', { skip: codigo === null });
  const fallo = consulta.isError ? falloVerificacion(aApiFailure(consulta.error)) : null;
  const datos = codigo !== null && !consulta.isError ? consulta.data : undefined;

  return (
    <PaginaCentrada>
      <TarjetaPagina ancho={760}>
        <Title1 as="h1">{t('certificados.verificar.titulo')}</Title1>
        <Body1>{t('certificados.verificar.ayuda')}</Body1>
        {/* Keyed by the URL's code: going back or forward refills the box. */}
        <FormularioCodigo key={enUrl} inicial={codigo ?? enUrl} />
        {enUrl !== '' && codigo === null ? (
          <MessageBar intent="warning">
            <MessageBarBody>{t('certificados.verificar.formatoInvalido')}</MessageBarBody>
          </MessageBar>
        ) : null}
        {consulta.isFetching ? <Spinner size="small" label={t('comun.cargando')} /> : null}
        {fallo ? (
          <MessageBar intent="error">
            <MessageBarBody>
              {'noEncontrado' in fallo ? t('certificados.verificar.noEncontrado') : fallo.error}
            </MessageBarBody>
          </MessageBar>
        ) : null}
        {datos && !consulta.isFetching ? (
          <>
            <ResultadoVerificacion verificacion={datos} />
            <ComprobarPdf key={datos.codigoVerificacion} sha256Pdf={datos.sha256Pdf} />
          </>
        ) : null}
        <div>
          <EnlaceInterno to="/">{t('comun.volverAlInicio')}</EnlaceInterno>
        </div>
      </TarjetaPagina>
    </PaginaCentrada>
  );
}
