import { Body1, Button, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { useAbrirCambioPassword } from '../../../app/layout/cambioPassword';
import { TarjetaPagina } from '../../../ui/TarjetaPagina';
import { selectUsuario } from '../../auth';

const useStyles = makeStyles({
  acciones: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** /profile (spec 2): a card with name and email and two buttons. */
export function ProfilePage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const usuario = useAppSelector(selectUsuario);
  const abrirCambioPassword = useAbrirCambioPassword();
  return (
    <TarjetaPagina ancho={480} variante="interna" apretada>
      <Title2 as="h1">{usuario ? `${usuario.nombre} ${usuario.apellidos}`.trim() : ''}</Title2>
      <Body1>{usuario?.email}</Body1>
      <div className={styles.acciones}>
        <Button appearance="primary" onClick={() => void navigate('/perfil')}>
          {t('perfil.profile.actualizar')}
        </Button>
        <Button onClick={abrirCambioPassword}>{t('perfil.profile.cambiarPassword')}</Button>
      </div>
    </TarjetaPagina>
  );
}
