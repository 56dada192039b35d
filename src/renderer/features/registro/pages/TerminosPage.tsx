import { Body1, Button, Subtitle1, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { IconoIzquierda } from '../../../ui/iconos';
import { PaginaCentrada } from '../../../ui/PaginaCentrada';
import { TarjetaPagina } from '../../../ui/TarjetaPagina';

const useStyles = makeStyles({
  seccion: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

const PARRAFOS_TERMINOS = ['uso', 'cuenta', 'contenido', 'conducta'] as const;
const PARRAFOS_PRIVACIDAD = ['datos', 'finalidad', 'derechos'] as const;

/** The terms page (spec 2) with the privacy policy at #privacidad, and a back button. */
export function TerminosPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  // Opened from the signup form in a new tab there is no page to go back to.
  const volver = () => void (window.history.length > 1 ? navigate(-1) : navigate('/signup'));
  return (
    <PaginaCentrada>
      <TarjetaPagina ancho={760} apretada>
        <div>
          <Button appearance="subtle" icon={<IconoIzquierda />} onClick={volver}>
            {t('comun.volver')}
          </Button>
        </div>
        <Title1 as="h1">{t('pantallas.terminos')}</Title1>
        <section className={styles.seccion}>
          {PARRAFOS_TERMINOS.map((p) => (
            <Body1 as="p" key={p}>
              {t(`registro.terminos.${p}`)}
            </Body1>
          ))}
        </section>
        <section id="privacidad" className={styles.seccion}>
          <Subtitle1 as="h2">{t('registro.terminos.privacidadTitulo')}</Subtitle1>
          {PARRAFOS_PRIVACIDAD.map((p) => (
            <Body1 as="p" key={p}>
              {t(`registro.terminos.${p}`)}
            </Body1>
          ))}
        </section>
      </TarjetaPagina>
    </PaginaCentrada>
  );
}
