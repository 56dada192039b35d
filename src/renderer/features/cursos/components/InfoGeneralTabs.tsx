import {
  Body1,
  Button,
  Field,
  Tab,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { Curso } from '@shared/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { aApiFailure } from '../../../app/apiError';
import { useNotificar } from '../../../ui/notificaciones';
import { useActualizarInfoGeneralMutation } from '../api';
import { HtmlSeguro } from './HtmlSeguro';
import { Pestanas } from '../../../ui/Pestanas';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  html: {
    lineHeight: tokens.lineHeightBase400,
    '& img': { maxWidth: '100%' },
    overflowWrap: 'anywhere',
  },
  editor: { fontFamily: tokens.fontFamilyMonospace, minHeight: '220px' },
  // The three long tab names wrap on a phone instead of being cut off (issue 16).
  pestanas: { flexWrap: 'wrap' },
});

const CAMPOS = ['descripcion2', 'objetivos', 'metodologia'] as const;
type CampoHtml = (typeof CAMPOS)[number];

/**
 * The three rich-text tabs of a course (spec 2): 'Descripción del Curso', '¿Qué aprenderé
 * en este curso?', 'Metodología de Enseñanza'. In edit mode each tab is an HTML textarea.
 */
export function InfoGeneralTabs({ curso, editando }: { curso: Curso; editando: boolean }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const notificar = useNotificar();
  const [pestana, setPestana] = useState<CampoHtml>('descripcion2');
  const [valores, setValores] = useState<Record<CampoHtml, string>>(() => ({
    descripcion2: curso.descripcion2,
    objetivos: curso.objetivos,
    metodologia: curso.metodologia,
  }));
  const [guardar, estado] = useActualizarInfoGeneralMutation();

  const enviar = async () => {
    const r = await guardar({ _id: curso._id, ...valores });
    if (r.error) notificar.error(t('cursos.errores.guardar'), aApiFailure(r.error).data.error);
    else notificar.exito(t('comun.guardadoConExito'));
  };

  return (
    <div className={styles.root}>
      <Pestanas
        className={styles.pestanas}
        selectedValue={pestana}
        onTabSelect={(_, data) => setPestana(data.value as CampoHtml)}
      >
        {CAMPOS.map((c) => (
          <Tab key={c} value={c}>
            {t(`cursos.detalle.pestanas.${c}`)}
          </Tab>
        ))}
      </Pestanas>
      <div role="tabpanel" aria-label={t(`cursos.detalle.pestanas.${pestana}`)}>
        {editando ? (
          <Field label={t('cursos.detalle.editorHtml')} hint={t('cursos.detalle.editorAyuda')}>
            <Textarea
              className={styles.editor}
              resize="vertical"
              value={valores[pestana]}
              onChange={(_, data) => setValores((v) => ({ ...v, [pestana]: data.value }))}
            />
          </Field>
        ) : curso[pestana].trim() === '' ? (
          <Body1>{t('cursos.detalle.sinContenido')}</Body1>
        ) : (
          <HtmlSeguro className={styles.html} html={curso[pestana]} />
        )}
      </div>
      {editando ? (
        <div>
          <Button appearance="primary" disabled={estado.isLoading} onClick={() => void enviar()}>
            {t('cursos.detalle.guardarInfo')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
