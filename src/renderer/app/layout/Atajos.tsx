import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { selectUsuario } from '../../features/auth';
import { EnlaceMenu } from '../../ui/EnlaceMenu';
import {
  IconoBiblioteca,
  IconoEvaluacion,
  IconoInforme,
  IconoLibro,
  IconoMapa,
  IconoPersonas,
  IconoRol,
} from '../../ui/iconos';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { useAppSelector } from '../hooks';
import { accesosDirectos, type Acceso } from './menu';

/** Below this width the shortcuts show their icon only (name in aria-label and tooltip). */
export const ANCHO_ATAJOS_CON_TEXTO_PX = 1280;

const useStyles = makeStyles({
  grupo: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  enlace: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

export const ICONOS_ATAJO: Record<Acceso['pantalla'], ComponentType> = {
  mapas: IconoMapa,
  informes: IconoInforme,
  biblioteca: IconoBiblioteca,
  cursos: IconoLibro,
  evaluaciones: IconoEvaluacion,
  usuarios: IconoPersonas,
  roles: IconoRol,
};

export type ModoAtajos = 'conTexto' | 'soloIcono' | 'menu';

/** How the shortcuts fit: labelled links, icon links, or one menu button on a phone. */
export function modoAtajos(estrecho: boolean, compacto: boolean): ModoAtajos {
  if (estrecho) return 'menu';
  return compacto ? 'soloIcono' : 'conTexto';
}

/** The shortcuts themselves, given the list and how they fit (tested without a store). */
export function ListaAtajos({ accesos, modo }: { accesos: readonly Acceso[]; modo: ModoAtajos }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  if (accesos.length === 0) return null;
  const nombre = (a: Acceso) => t(`layout.accesos.${a.pantalla}`);
  return (
    <nav className={styles.grupo} aria-label={t('layout.barra.accesos')}>
      {modo === 'menu' ? (
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button appearance="subtle">{t('layout.barra.accesos')}</Button>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {accesos.map((a) => {
                const Icono = ICONOS_ATAJO[a.pantalla];
                return (
                  <MenuItem key={a.ruta} icon={<Icono />} onClick={() => void navigate(a.ruta)}>
                    {nombre(a)}
                  </MenuItem>
                );
              })}
            </MenuList>
          </MenuPopover>
        </Menu>
      ) : (
        accesos.map((a) => {
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
        })
      )}
    </nav>
  );
}

/**
 * The toolbar shortcuts of spec 2 (maps, reports, libraries, courses, users, roles), each
 * shown by permission (`accesosDirectos`); they never overflow the bar: icons only on
 * medium widths, one menu on a phone.
 */
export function Atajos({ estrecho }: { estrecho: boolean }) {
  const accesos = accesosDirectos(useAppSelector(selectUsuario)?.rol);
  const compacto = useMediaQuery(`(max-width: ${ANCHO_ATAJOS_CON_TEXTO_PX - 1}px)`);
  return <ListaAtajos accesos={accesos} modo={modoAtajos(estrecho, compacto)} />;
}
