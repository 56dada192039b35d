import { Button, Caption1, ProgressBar, Text, mergeClasses } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useCerrarSesion } from '../../features/auth';
import { EnlaceMenu } from '../../ui/EnlaceMenu';
import { IconoBiblioteca, IconoEngranaje, IconoLibro, IconoSalir } from '../../ui/iconos';
import { rutaCurso } from '../navegacion';
import { useEstilosMenu } from './estilosMenu';
import { ICONOS_RESULTADO } from './iconosMenu';
import { SeccionMenu } from './SeccionMenu';
import type { DatosMenu } from './useDatosMenu';

/** Which sections of the full menu are open (kept by `MenuLateral` across rail/full). */
export interface SeccionesAbiertas {
  cursos: boolean;
  configuracion: boolean;
  alternar(seccion: 'cursos' | 'configuracion'): void;
}

/**
 * 'Mis cursos': all courses, then the first courses the user may open, and when they hold
 * more, a link naming how many (issue 18: the menu loads one short page).
 */
function ListaCursos({ datos, onNavegar }: { datos: DatosMenu; onNavegar?(): void }) {
  const { t } = useTranslation();
  const styles = useEstilosMenu();
  return (
    <>
      <li>
        <EnlaceMenu to="/cursos" onNavegar={onNavegar}>
          {t('layout.menu.todosLosCursos')}
        </EnlaceMenu>
      </li>
      {datos.asignados.map((curso) => (
        <li key={curso._id}>
          <EnlaceMenu to={rutaCurso(curso._id)} onNavegar={onNavegar}>
            {curso.nombre}
          </EnlaceMenu>
        </li>
      ))}
      {datos.hayMas ? (
        <li>
          <EnlaceMenu to="/cursos" onNavegar={onNavegar}>
            {t('layout.menu.verTodos', { total: datos.abiertos })}
          </EnlaceMenu>
        </li>
      ) : null}
      {datos.asignados.length === 0 ? (
        <li className={styles.vacio}>
          <Caption1>{t('layout.menu.sinCursos')}</Caption1>
        </li>
      ) : null}
    </>
  );
}

/** The overall progress over the user's courses, when there is one. */
function ProgresoGeneral({ progreso }: { progreso: number | null }) {
  const { t } = useTranslation();
  const styles = useEstilosMenu();
  if (progreso === null) return null;
  return (
    <div className={styles.progreso}>
      <Caption1>{t('layout.menu.progresoGeneral', { porcentaje: progreso })}</Caption1>
      <ProgressBar value={progreso / 100} aria-label={t('layout.menu.progresoGeneralEtiqueta')} />
    </div>
  );
}

/** The result pages the role may see (grades, certificates…). */
function ListaResultados({ datos, onNavegar }: { datos: DatosMenu; onNavegar?(): void }) {
  const { t } = useTranslation();
  const styles = useEstilosMenu();
  if (datos.resultados.length === 0) return null;
  return (
    <ul className={styles.lista} aria-label={t('layout.resultados.titulo')}>
      {datos.resultados.map((e) => {
        const Icono = ICONOS_RESULTADO[e.clave];
        return (
          <li key={e.ruta}>
            <EnlaceMenu to={e.ruta} onNavegar={onNavegar}>
              <Icono />
              {t(`layout.resultados.${e.clave}`)}
            </EnlaceMenu>
          </li>
        );
      })}
    </ul>
  );
}

/** The full side menu of spec 2, Layout: brand, role, courses, progress, results, settings. */
export function MenuCompleto(props: {
  datos: DatosMenu;
  abiertas: SeccionesAbiertas;
  onNavegar?(): void;
}) {
  const { t } = useTranslation();
  const styles = useEstilosMenu();
  const cerrarSesion = useCerrarSesion();
  const { datos, abiertas, onNavegar } = props;
  return (
    <nav
      className={mergeClasses(styles.menu, styles.completo)}
      aria-label={t('layout.menu.titulo')}
    >
      <div className={styles.marca}>
        <img src="/favicon.svg" alt="" className={styles.logo} />
        <Text className={styles.nombreApp}>{t('comun.app.nombre')}</Text>
      </div>
      {datos.usuario ? (
        <Caption1 className={styles.rol}>
          {t('layout.menu.rol', { rol: datos.usuario.rol.nombre })}
        </Caption1>
      ) : null}
      {datos.conCursos ? (
        <SeccionMenu
          icono={<IconoLibro />}
          titulo={t('layout.menu.misCursos')}
          abierta={abiertas.cursos}
          onAlternar={() => abiertas.alternar('cursos')}
        >
          <ListaCursos datos={datos} onNavegar={onNavegar} />
        </SeccionMenu>
      ) : null}
      <ProgresoGeneral progreso={datos.progreso} />
      {datos.conBiblioteca ? (
        <EnlaceMenu to="/biblioteca" onNavegar={onNavegar}>
          <IconoBiblioteca />
          {t('pantallas.biblioteca')}
        </EnlaceMenu>
      ) : null}
      <ListaResultados datos={datos} onNavegar={onNavegar} />
      {datos.configuracion.length > 0 ? (
        <SeccionMenu
          icono={<IconoEngranaje />}
          titulo={t('layout.menu.configuracion')}
          abierta={abiertas.configuracion}
          onAlternar={() => abiertas.alternar('configuracion')}
        >
          {datos.configuracion.map((e) => (
            <li key={e.ruta}>
              <EnlaceMenu to={e.ruta} onNavegar={onNavegar}>
                {t(`layout.accesos.${e.pantalla}`)}
              </EnlaceMenu>
            </li>
          ))}
        </SeccionMenu>
      ) : null}
      <Button
        className={mergeClasses(styles.encabezado, styles.pie)}
        appearance="subtle"
        icon={<IconoSalir />}
        onClick={() => void cerrarSesion()}
      >
        {t('comun.cerrarSesion')}
      </Button>
    </nav>
  );
}
