import { Button, mergeClasses } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useCerrarSesion } from '../../features/auth';
import { EnlaceMenu } from '../../ui/EnlaceMenu';
import { IconoBiblioteca, IconoLibro, IconoSalir } from '../../ui/iconos';
import { useEstilosMenu } from './estilosMenu';
import { ICONOS_CONFIGURACION, ICONOS_RESULTADO } from './iconosMenu';
import type { DatosMenu } from './useDatosMenu';

/** The side menu as an icon rail: one named icon link per entry, and 'Cerrar sesión'. */
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
      {datos.resultados.map((e) => {
        const Icono = ICONOS_RESULTADO[e.clave];
        return (
          <EnlaceMenu
            key={e.ruta}
            to={e.ruta}
            etiqueta={t(`layout.resultados.${e.clave}`)}
            onNavegar={onNavegar}
          >
            <Icono />
          </EnlaceMenu>
        );
      })}
      {datos.configuracion.map((e) => {
        const Icono = ICONOS_CONFIGURACION[e.pantalla];
        return (
          <EnlaceMenu key={e.ruta} to={e.ruta} etiqueta={t(`layout.accesos.${e.pantalla}`)}>
            <Icono />
          </EnlaceMenu>
        );
      })}
      <Button
        className={styles.pie}
        appearance="subtle"
        icon={<IconoSalir />}
        aria-label={t('comun.cerrarSesion')}
        title={t('comun.cerrarSesion')}
        onClick={() => void cerrarSesion()}
      />
    </nav>
  );
}
