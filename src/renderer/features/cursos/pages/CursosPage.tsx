import { Body1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { selectUsuario } from '../../auth/sessionSlice';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * The course list (spec 2). The courses API does not exist yet, so it greets the user and
 * says plainly that there is nothing to show.
 */
export function CursosPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const usuario = useAppSelector(selectUsuario);
  return (
    <section className={styles.root}>
      <Title2 as="h1">{t('cursos.lista.saludo', { nombre: usuario?.nombre ?? '' })}</Title2>
      <Body1>{t('cursos.lista.vacio')}</Body1>
    </section>
  );
}
