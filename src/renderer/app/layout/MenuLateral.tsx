import {
  Button,
  Caption1,
  ProgressBar,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useListarCursosQuery } from '../../features/cursos/api';
import { cursosDelUsuario, progresoGeneral, rutaCurso } from '../../features/cursos/tarjetas';
import { useCerrarSesion } from '../../features/auth/hooks';
import { selectUsuario } from '../../features/auth/sessionSlice';
import { EnlaceMenu } from '../../ui/EnlaceMenu';
import {
  IconoBiblioteca,
  IconoCheck,
  IconoEngranaje,
  IconoLibro,
  IconoPersonas,
  IconoLlave,
  IconoSalir,
} from '../../ui/iconos';
import { tienePermiso } from '@shared/domain/permisos';
import { useAppSelector } from '../hooks';
import { entradasConfiguracion, entradasResultados } from './menu';

const useStyles = makeStyles({
  menu: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalS,
    boxSizing: 'border-box',
    height: '100%',
    backgroundColor: tokens.colorNeutralBackground1,
    overflowY: 'auto',
  },
  completo: { width: '248px' },
  compacto: { width: '60px', alignItems: 'center' },
  marca: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, padding: '4px' },
  logo: { width: '36px', height: '36px', flexShrink: 0 },
  nombreApp: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
  rol: { padding: `0 ${tokens.spacingHorizontalS}`, color: tokens.colorNeutralForeground3 },
  seccion: { display: 'flex', flexDirection: 'column', gap: '2px' },
  encabezado: { justifyContent: 'flex-start', width: '100%' },
  lista: { margin: 0, padding: `0 0 0 ${tokens.spacingHorizontalM}`, listStyleType: 'none' },
  vacio: { padding: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3 },
  pie: { marginTop: 'auto' },
  progreso: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: `0 ${tokens.spacingHorizontalS}`,
  },
});

/** The left side menu of spec 2, Layout, full or as an icon rail. */
export function MenuLateral({ compacto, onNavegar }: { compacto: boolean; onNavegar?(): void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const usuario = useAppSelector(selectUsuario);
  const cerrarSesion = useCerrarSesion();
  const [cursosAbiertos, setCursosAbiertos] = useState(true);
  const { pathname } = useLocation();
  const configuracion = entradasConfiguracion(usuario?.rol);
  const resultados = entradasResultados(usuario);
  const conCursos = tienePermiso(usuario?.rol, 'cursos', 'consultar');
  // Open at start when the current page is one of its entries.
  const [configAbierta, setConfigAbierta] = useState(() =>
    configuracion.some((e) => pathname.startsWith(e.ruta)),
  );
  const idCursos = useId();
  const idConfig = useId();
  const conBiblioteca = tienePermiso(usuario?.rol, 'multimedias', 'consultar');
  // The courses the user may open, with their progress (shared cache with /cursos).
  const { data: cursos = [] } = useListarCursosQuery(undefined, { skip: !conCursos });
  const asignados = cursosDelUsuario(cursos);
  const progreso = progresoGeneral(cursos);

  if (compacto) {
    return (
      <nav
        className={mergeClasses(styles.menu, styles.compacto)}
        aria-label={t('layout.menu.titulo')}
      >
        <img src="/favicon.svg" alt={t('comun.app.nombre')} className={styles.logo} />
        {conCursos ? (
          <EnlaceMenu to="/cursos" etiqueta={t('pantallas.cursos')} onNavegar={onNavegar}>
            <IconoLibro />
          </EnlaceMenu>
        ) : null}
        {conBiblioteca ? (
          <EnlaceMenu to="/biblioteca" etiqueta={t('pantallas.biblioteca')} onNavegar={onNavegar}>
            <IconoBiblioteca />
          </EnlaceMenu>
        ) : null}
        {resultados.map((e) => (
          <EnlaceMenu
            key={e.ruta}
            to={e.ruta}
            etiqueta={t(`layout.resultados.${e.clave}`)}
            onNavegar={onNavegar}
          >
            <IconoCheck />
          </EnlaceMenu>
        ))}
        {configuracion.map((e) => (
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

  return (
    <nav
      className={mergeClasses(styles.menu, styles.completo)}
      aria-label={t('layout.menu.titulo')}
    >
      <div className={styles.marca}>
        <img src="/favicon.svg" alt="" className={styles.logo} />
        <Text className={styles.nombreApp}>{t('comun.app.nombre')}</Text>
      </div>
      {usuario ? (
        <Caption1 className={styles.rol}>
          {t('layout.menu.rol', { rol: usuario.rol.nombre })}
        </Caption1>
      ) : null}
      {conCursos ? (
        <div className={styles.seccion}>
          <Button
            className={styles.encabezado}
            appearance="subtle"
            icon={<IconoLibro />}
            aria-expanded={cursosAbiertos}
            aria-controls={idCursos}
            onClick={() => setCursosAbiertos((v) => !v)}
          >
            {t('layout.menu.misCursos')}
          </Button>
          {cursosAbiertos ? (
            <ul id={idCursos} className={styles.lista}>
              <li>
                <EnlaceMenu to="/cursos" onNavegar={onNavegar}>
                  {t('layout.menu.todosLosCursos')}
                </EnlaceMenu>
              </li>
              {asignados.map((curso) => (
                <li key={curso._id}>
                  <EnlaceMenu to={rutaCurso(curso._id)} onNavegar={onNavegar}>
                    {curso.nombre}
                  </EnlaceMenu>
                </li>
              ))}
              {asignados.length === 0 ? (
                <li className={styles.vacio}>
                  <Caption1>{t('layout.menu.sinCursos')}</Caption1>
                </li>
              ) : null}
            </ul>
          ) : null}
        </div>
      ) : null}
      {progreso !== null ? (
        <div className={styles.progreso}>
          <Caption1>{t('layout.menu.progresoGeneral', { porcentaje: progreso })}</Caption1>
          <ProgressBar
            value={progreso / 100}
            aria-label={t('layout.menu.progresoGeneralEtiqueta')}
          />
        </div>
      ) : null}
      {conBiblioteca ? (
        <EnlaceMenu to="/biblioteca" onNavegar={onNavegar}>
          <IconoBiblioteca />
          {t('pantallas.biblioteca')}
        </EnlaceMenu>
      ) : null}
      {resultados.length > 0 ? (
        <ul className={styles.lista} aria-label={t('layout.resultados.titulo')}>
          {resultados.map((e) => (
            <li key={e.ruta}>
              <EnlaceMenu to={e.ruta} onNavegar={onNavegar}>
                <IconoCheck />
                {t(`layout.resultados.${e.clave}`)}
              </EnlaceMenu>
            </li>
          ))}
        </ul>
      ) : null}
      {configuracion.length > 0 ? (
        <div className={styles.seccion}>
          <Button
            className={styles.encabezado}
            appearance="subtle"
            icon={<IconoEngranaje />}
            aria-expanded={configAbierta}
            aria-controls={idConfig}
            onClick={() => setConfigAbierta((v) => !v)}
          >
            {t('layout.menu.configuracion')}
          </Button>
          {configAbierta ? (
            <ul id={idConfig} className={styles.lista}>
              {configuracion.map((e) => (
                <li key={e.ruta}>
                  <EnlaceMenu to={e.ruta} onNavegar={onNavegar}>
                    {t(`layout.accesos.${e.pantalla}`)}
                  </EnlaceMenu>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <Button
        className={mergeClasses(styles.encabezado, styles.pie)}
        appearance="subtle"
        icon={<IconoSalir />}
        onClick={() => void cerrarSesion()}
      >
        {t('layout.menu.salir')}
      </Button>
    </nav>
  );
}
