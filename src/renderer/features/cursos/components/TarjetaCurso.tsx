import {
  Button,
  Caption1,
  Card,
  ProgressBar,
  Subtitle2,
  Switch,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import type { Curso } from '@shared/api';
import { useTranslation } from 'react-i18next';
import { IconoBorrar, IconoEditar } from '../../../ui/iconos';
import { coloresTarjeta, porcentajeVisible, type AccionesCursos } from '../tarjetas';
import { botonTarjeta, focoTarjeta } from '../../../ui/estilosTarjeta';

const useStyles = makeStyles({
  card: {
    width: '260px',
    minHeight: '180px',
    padding: 0,
    overflow: 'hidden',
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  },
  // Grey, not faded: grayscale keeps the luminance, so the text keeps its 4.5:1 (issue 16).
  atenuada: { filter: 'grayscale(1)' },
  abrir: {
    ...botonTarjeta,
    cursor: 'pointer',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    flexGrow: 1,
    ...focoTarjeta('-4px'),
  },
  nombre: { color: 'inherit', fontSize: tokens.fontSizeBase500, lineHeight: '1.2' },
  inactivo: { fontStyle: 'italic' },
  pie: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalXS,
    padding: `0 ${tokens.spacingHorizontalS} ${tokens.spacingVerticalS}`,
    backgroundColor: 'rgba(255,255,255,0.85)',
  },
});

export interface TarjetaCursoProps {
  curso: Curso;
  atenuada: boolean;
  acciones: AccionesCursos;
  onAbrir(): void;
  onEditar(): void;
  onEliminar(): void;
  onEstado(activo: boolean): void;
}

/** One course card (spec 2, Course list): code, name, progress, the course's colours. */
export function TarjetaCurso({
  curso,
  atenuada,
  acciones,
  onAbrir,
  onEditar,
  onEliminar,
  onEstado,
}: TarjetaCursoProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { fondo, texto } = coloresTarjeta(curso);
  const progreso = porcentajeVisible(curso.overallProgress);
  // The background image stays subtle: a veil of the course colour keeps the text legible.
  const imagen = curso.srcImagenFondo
    ? `linear-gradient(${fondo}e0, ${fondo}e0), url("${encodeURI(curso.srcImagenFondo)}")`
    : undefined;
  const conPie = acciones.editar || acciones.eliminar || acciones.desactivar;
  return (
    <Card
      className={mergeClasses(styles.card, atenuada && styles.atenuada)}
      style={{ backgroundColor: fondo, color: texto, backgroundImage: imagen }}
    >
      <button
        type="button"
        className={styles.abrir}
        title={atenuada ? t('cursos.lista.sinAcceso') : undefined}
        onClick={onAbrir}
      >
        <Caption1>{curso.codigo}</Caption1>
        <Subtitle2 className={styles.nombre}>{curso.nombre}</Subtitle2>
        {!curso.estado ? (
          <Caption1 className={styles.inactivo}>{t('cursos.lista.inactivo')}</Caption1>
        ) : null}
        <Text>{t('cursos.lista.progreso', { porcentaje: progreso })}</Text>
        <ProgressBar
          value={progreso / 100}
          thickness="large"
          aria-label={t('cursos.lista.progresoDe', { nombre: curso.nombre })}
        />
      </button>
      {conPie ? (
        <div className={styles.pie}>
          {acciones.desactivar ? (
            <Switch
              checked={curso.estado}
              label={t('cursos.lista.activo')}
              aria-label={t('cursos.lista.activoDe', { nombre: curso.nombre })}
              onChange={(_, data) => onEstado(data.checked)}
            />
          ) : null}
          {acciones.editar ? (
            <Button
              appearance="subtle"
              icon={<IconoEditar />}
              aria-label={t('cursos.lista.editarDe', { nombre: curso.nombre })}
              title={t('cursos.lista.editar')}
              onClick={onEditar}
            />
          ) : null}
          {acciones.eliminar ? (
            <Button
              appearance="subtle"
              icon={<IconoBorrar />}
              aria-label={t('cursos.lista.eliminarDe', { nombre: curso.nombre })}
              title={t('cursos.lista.eliminar')}
              onClick={onEliminar}
            />
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
