import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { IconoAgregar, IconoDescargar, IconoSubir } from '../../../ui/iconos';
import type { AccionesPantallaUsuarios } from '../permisos';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** The users page's own buttons, each only for a role that may use it. */
export function AccionesCabecera(props: {
  pantalla: AccionesPantallaUsuarios;
  exportando: boolean;
  onNuevo(): void;
  onImportar(): void;
  onExportar(): void;
  onHistorial(): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { pantalla } = props;
  return (
    <div className={styles.root}>
      {pantalla.crear ? (
        <Button appearance="primary" icon={<IconoAgregar />} onClick={props.onNuevo}>
          {t('usuarios.nuevo.boton')}
        </Button>
      ) : null}
      {pantalla.importar ? (
        <Button icon={<IconoSubir />} onClick={props.onImportar}>
          {t('usuarios.cabecera.importar')}
        </Button>
      ) : null}
      {pantalla.exportar ? (
        <Button icon={<IconoDescargar />} disabled={props.exportando} onClick={props.onExportar}>
          {t('usuarios.cabecera.exportar')}
        </Button>
      ) : null}
      {pantalla.importar ? (
        <Button onClick={props.onHistorial}>{t('usuarios.cabecera.historial')}</Button>
      ) : null}
    </div>
  );
}
