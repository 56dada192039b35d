import {
  Badge,
  Body1,
  Card,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DEMO } from '@shared/domain/demo';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { rutaLeccionesCurso } from '../../../app/navegacion';
import { EnlaceInterno } from '../../../ui/EnlaceInterno';
import { Pagina } from '../../../ui/Pagina';
import { useListarCursosQuery } from '../../cursos';
import { useListarEvaluacionesQuery } from '../../evaluaciones';
import { useListarUsuariosQuery } from '../../usuarios';
import { demoQuitada, estadoDemo, type EstadoDemo } from '../estado';

const useStyles = makeStyles({
  bloque: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  fila: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  lista: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
});

/** One item of the demo content with whether it is still here. */
function Presencia({ presente, children }: { presente: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <li className={styles.fila}>
      <Body1>{children}</Body1>
      <Badge appearance="tint" color={presente ? 'warning' : 'success'}>
        {presente ? t('demo.presente') : t('demo.ausente')}
      </Badge>
    </li>
  );
}

/** The ordered removal steps, each linking to the screen where it is done. */
function Pasos({ estado }: { estado: EstadoDemo }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <ol className={styles.lista}>
      {estado.curso ? (
        <li>
          {t('demo.pasos.lecciones')}{' '}
          <EnlaceInterno to={rutaLeccionesCurso(estado.curso._id)}>{t('demo.abrir')}</EnlaceInterno>
        </li>
      ) : null}
      {estado.evaluacion ? (
        <li>
          {t('demo.pasos.evaluacion', { codigo: DEMO.evaluacionCodigo })}{' '}
          <EnlaceInterno to="/evaluaciones">{t('demo.abrir')}</EnlaceInterno>
        </li>
      ) : null}
      {estado.curso ? (
        <li>
          {t('demo.pasos.curso', { codigo: DEMO.cursoCodigo })}{' '}
          <EnlaceInterno to="/cursos">{t('demo.abrir')}</EnlaceInterno>
        </li>
      ) : null}
      {estado.aprendiz ? (
        <li>
          {t('demo.pasos.aprendiz', { email: DEMO.aprendizEmail })}{' '}
          <EnlaceInterno to="/usuarios">{t('demo.abrir')}</EnlaceInterno>
        </li>
      ) : null}
      <li>{t('demo.pasos.noRepetir')}</li>
    </ol>
  );
}

/**
 * `/seed-module/seed-page` (issue 16): for administrators, what `--demo` creates, whether it
 * is still in this installation, and how to remove it — read from the same lists the admin
 * screens use, so it never claims something that is not there.
 */
export function DemoPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const cursos = useListarCursosQuery(undefined);
  const evaluaciones = useListarEvaluacionesQuery(undefined);
  const usuarios = useListarUsuariosQuery({ buscar: DEMO.aprendizEmail, pagina: 1, limite: 10 });
  const cargando = cursos.isLoading || evaluaciones.isLoading || usuarios.isLoading;
  const fallo = cursos.isError || evaluaciones.isError || usuarios.isError;
  const estado = estadoDemo(cursos.data, evaluaciones.data?.evaluaciones, usuarios.data?.data);
  return (
    <Pagina cabecera={{ titulo: t('demo.titulo') }}>
      <Card className={styles.bloque}>
        <Body1>{t('demo.intro')}</Body1>
        <ul className={styles.lista}>
          <li>{t('demo.contenido.curso', { codigo: DEMO.cursoCodigo })}</li>
          <li>{t('demo.contenido.evaluacion', { codigo: DEMO.evaluacionCodigo })}</li>
          <li>{t('demo.contenido.aprendiz', { email: DEMO.aprendizEmail })}</li>
        </ul>
        <MessageBar intent="warning">
          <MessageBarBody>{t('demo.aviso')}</MessageBarBody>
        </MessageBar>
      </Card>
      <Card className={styles.bloque}>
        <Subtitle2 as="h2">{t('demo.estadoTitulo')}</Subtitle2>
        {cargando ? <Spinner size="small" label={t('comun.cargando')} /> : null}
        {fallo ? (
          <MessageBar intent="error">
            <MessageBarBody>{t('demo.errorEstado')}</MessageBarBody>
          </MessageBar>
        ) : null}
        {!cargando && !fallo ? (
          <ul className={styles.lista}>
            <Presencia presente={estado.curso !== null}>{DEMO.cursoCodigo}</Presencia>
            <Presencia presente={estado.evaluacion !== null}>{DEMO.evaluacionCodigo}</Presencia>
            <Presencia presente={estado.aprendiz !== null}>{DEMO.aprendizEmail}</Presencia>
          </ul>
        ) : null}
      </Card>
      {!cargando && !fallo ? (
        <Card className={styles.bloque}>
          <Subtitle2 as="h2">{t('demo.quitarTitulo')}</Subtitle2>
          {demoQuitada(estado) ? <Body1>{t('demo.quitada')}</Body1> : <Pasos estado={estado} />}
        </Card>
      ) : null}
    </Pagina>
  );
}
