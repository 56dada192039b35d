import { Button, mergeClasses } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useCerrarSesion } from '../../features/auth';
import { EnlaceMenu } from '../../ui/EnlaceMenu';
import {
  IconoBiblioteca,
  IconoCheck,
  IconoLibro,
  IconoLlave,
  IconoPersonas,
  IconoSalir,
} from '../../ui/iconos';
import { useEstilosMenu } from './estilosMenu';
import type { DatosMenu } from './useDatosMenu';

/** The side menu as an icon rail: one named icon link per entry, and 'Salir'. */
export function MenuCompacto({ datos, onNavegar }: { datos: DatosMenu; onNavegar?(): void }) {
  const { t } = useTranslation();
  const styles = useEstilosMenu();
  const cerrarSesion = useCerrarSesion();
  return (
    <nav
      className={mergeClasses(styles.menu, styles.compacto)}
      aria-label={t('layout.menu.titulo')}
    >
      <img src="/favicon.svg" alt={t('comun.app.nombre')} className={styles.logo} />
      {datos.conCursos ? (
        <EnlaceMenu to="/cursos" etiqueta={t('pantallas.cursos')} onNavegar={onNavegar}>
          <IconoLibro />
        </EnlaceMenu>
      ) : null}
      {datos.conBiblioteca ? (
        <EnlaceMenu to="/biblioteca" etiqueta={t('pantallas.biblioteca')} onNavegar={onNavegar}>
          <IconoBiblioteca />
        </EnlaceMenu>
      ) : null}
      {datos.resultados.map((e) => (
        <EnlaceMenu
          key={e.ruta}
          to={e.ruta}
          etiqueta={t(`layout.resultados.${e.clave}`)}
          onNavegar={onNavegar}
        >
          <IconoCheck />
        </EnlaceMenu>
      ))}
      {datos.configuracion.map((e) => (
        <EnlaceMenu key={e.ruta} to={e.ruta} etiqueta={t(`layout.accesos.${e.pantalla}`)}>
          {e.vista === 'usuarios' ? <IconoPersonas /> : <IconoLlave />}
        </EnlaceMenu>
      ))}
      <Button
        className={styles.pie}
        appearance="subtle"
        icon={<IconoSalir />}
        aria-label={t('layout.menu.salir')}
        title={t('layout.menu.salir')}
        onClick={() => void cerrarSesion()}
      />
    </nav>
  );
}
