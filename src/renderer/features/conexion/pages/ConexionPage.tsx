import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Spinner,
  Text,
  Title1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { esEscritorio } from '../../../platform';
import { EnlaceInterno } from '../../../ui/EnlaceInterno';
import { PaginaCentrada } from '../../../ui/PaginaCentrada';
import { TarjetaPagina } from '../../../ui/TarjetaPagina';
import { errorUrl } from '../formulario';
import { useFormularioConexion } from '../hooks';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  acciones: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  detalle: { color: tokens.colorNeutralForeground3, marginLeft: tokens.spacingHorizontalXXL },
});

/**
 * 'Conexión' (issue 7): where the desktop app finds the platform, before anyone signs in.
 * In a browser there is nothing to choose: it explains which server the page came from.
 */
export function ConexionPage() {
  const { t } = useTranslation();
  return (
    <PaginaCentrada>
      <TarjetaPagina ancho={520}>
        <Title1 as="h1">{t('conexion.titulo')}</Title1>
        {esEscritorio() ? (
          <FormularioConexion />
        ) : (
          <Text as="p">{t('conexion.web.explicacion', { origen: window.location.origin })}</Text>
        )}
        <EnlaceInterno to="/login">{t('conexion.volver')}</EnlaceInterno>
      </TarjetaPagina>
    </PaginaCentrada>
  );
}

/** Local server on this PC, or the centre's server on the network, each explained. */
function CampoModo(props: { modo: 'local' | 'centro'; onModo(modo: 'local' | 'centro'): void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <Field label={t('conexion.form.modo')}>
      <RadioGroup
        value={props.modo}
        onChange={(_, data) => props.onModo(data.value === 'centro' ? 'centro' : 'local')}
      >
        <Radio value="local" label={t('conexion.form.local')} />
        <Text size={200} className={styles.detalle}>
          {t('conexion.form.localDetalle')}
        </Text>
        <Radio value="centro" label={t('conexion.form.centro')} />
        <Text size={200} className={styles.detalle}>
          {t('conexion.form.centroDetalle')}
        </Text>
      </RadioGroup>
    </Field>
  );
}

/** The desktop's connection form: mode, the centre's URL, 'Probar' and 'Guardar'. */
function FormularioConexion() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { valores, prueba, guardable, ocupado, aviso, cambiar, probar, guardar } =
    useFormularioConexion();
  const [urlTocada, setUrlTocada] = useState(false);
  if (!valores) return <Spinner size="small" />;

  const centro = valores.modo === 'centro';
  const claveError = centro ? errorUrl(valores.url) : null;
  const enviar = (event: FormEvent) => {
    event.preventDefault();
    void guardar();
  };

  return (
    <form className={styles.form} onSubmit={enviar} noValidate>
      <CampoModo modo={valores.modo} onModo={(modo) => cambiar({ modo })} />
      {centro ? (
        <Field
          label={t('conexion.form.url')}
          hint={t('conexion.form.urlAyuda')}
          required
          validationMessage={urlTocada && claveError ? t(claveError) : undefined}
        >
          <Input
            type="url"
            value={valores.url}
            placeholder="http://"
            onChange={(_, data) => cambiar({ url: data.value })}
            onBlur={() => setUrlTocada(true)}
          />
        </Field>
      ) : null}
      {prueba ? (
        <MessageBar intent={prueba.ok ? 'success' : 'error'}>
          <MessageBarBody>{prueba.mensaje}</MessageBarBody>
        </MessageBar>
      ) : null}
      {aviso ? (
        <MessageBar intent={aviso.tipo === 'exito' ? 'success' : 'error'}>
          <MessageBarBody>
            {aviso.tipo === 'error'
              ? aviso.mensaje
              : t(aviso.cambio ? 'conexion.form.guardado' : 'conexion.form.sinCambios')}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {centro && !guardable && !prueba && ocupado === null ? (
        <Text size={200}>{t('conexion.form.pruebaNecesaria')}</Text>
      ) : null}
      <div className={styles.acciones}>
        {centro ? (
          <Button
            disabled={claveError !== null || ocupado !== null}
            onClick={() => {
              setUrlTocada(true);
              void probar();
            }}
          >
            {ocupado === 'probando' ? t('conexion.form.probando') : t('conexion.form.probar')}
          </Button>
        ) : null}
        <Button appearance="primary" type="submit" disabled={!guardable}>
          {ocupado === 'guardando' ? t('conexion.form.guardando') : t('conexion.form.guardar')}
        </Button>
      </div>
    </form>
  );
}
