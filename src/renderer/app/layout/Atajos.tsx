import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { selectUsuario } from '../../features/auth';
import { EnlaceMenu } from '../../ui/EnlaceMenu';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { useAppSelector } from '../hooks';
import { ICONOS_ATAJO } from './iconosMenu';
import { accesosDirectos, type Acceso } from './menu';

/**
 * Below this width the shortcuts show their icon only (name in aria-label and tooltip).
 * Measured (issue 16): an administrator's eight named shortcuts take about 850 px and the
 * rest of the bar about 670 px in Spanish, so names fit on one row from about 1520 px.
 */
export const ANCHO_ATAJOS_CON_TEXTO_PX = 1600;

const useStyles = makeStyles({
  grupo: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  enlace: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

/** How the shortcuts fit in the bar: labelled links or icon links (on a phone they sit in
 * the toolbar's overflow menu instead, see MenuBarra). */
export type ModoAtajos = 'conTexto' | 'soloIcono';

export function modoAtajos(compacto: boolean): ModoAtajos {
  return compacto ? 'soloIcono' : 'conTexto';
}

/** A shortcut's name: the toolbar's word for it, or the screen's name for the wiki. */
export function useNombreAcceso(): (acceso: Acceso) => string {
  const { t } = useTranslation();
  return (a) => (a.pantalla === 'wiki' ? t('pantallas.wiki') : t(`layout.accesos.${a.pantalla}`));
}

/** The shortcuts the signed-in user's role may consult (spec 2 and 6). */
export function useAccesosDirectos(): Acceso[] {
  return accesosDirectos(useAppSelector(selectUsuario)?.rol);
}

/** The shortcuts themselves, given the list and how they fit (tested without a store). */
export function ListaAtajos({ accesos, modo }: { accesos: readonly Acceso[]; modo: ModoAtajos }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const nombre = useNombreAcceso();
  if (accesos.length === 0) return null;
  return (
    <nav className={styles.grupo} aria-label={t('layout.barra.accesos')}>
      {accesos.map((a) => {
        const Icono = ICONOS_ATAJO[a.pantalla];
        return (
          <EnlaceMenu
            key={a.ruta}
            to={a.ruta}
            etiqueta={modo === 'soloIcono' ? nombre(a) : undefined}
          >
            <span className={styles.enlace}>
              <Icono />
              {modo === 'conTexto' ? nombre(a) : null}
            </span>
          </EnlaceMenu>
        );
      })}
    </nav>
  );
}

/**
 * The toolbar shortcuts of spec 2 (maps, reports, libraries, courses, users, roles, wiki),
 * each shown by permission (`accesosDirectos`); they never overflow the bar: icons only on
 * medium widths; on a phone the bar leaves them out and its overflow menu lists them.
 */
export function Atajos() {
  const accesos = useAccesosDirectos();
  const compacto = useMediaQuery(`(max-width: ${ANCHO_ATAJOS_CON_TEXTO_PX - 1}px)`);
  return <ListaAtajos accesos={accesos} modo={modoAtajos(compacto)} />;
}
