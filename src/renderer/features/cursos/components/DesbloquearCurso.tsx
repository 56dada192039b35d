import {
  Body1,
  Button,
  Card,
  Field,
  Radio,
  RadioGroup,
  Spinner,
  Subtitle1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { Curso } from '@shared/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  card: { maxWidth: '560px', padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM },
  acciones: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

/**
 * 'Desbloquear mi curso' (spec 2 and 4): a learner without courses picks one and asks for
 * it; the request is approved after about a minute, and the page polls until it is.
 */
export function DesbloquearCurso({
  cursos,
  enviando,
  esperando,
  onSolicitar,
}: {
  cursos: readonly Curso[];
  enviando: boolean;
  esperando: boolean;
  onSolicitar(cursoId: string): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [elegido, setElegido] = useState('');
  return (
    <Card className={styles.card}>
      <Subtitle1 as="h2">{t('cursos.desbloquear.titulo')}</Subtitle1>
      {esperando ? (
        <div className={styles.acciones} role="status">
          <Spinner size="tiny" />
          <Body1>{t('cursos.desbloquear.esperando')}</Body1>
        </div>
      ) : (
        <>
          <Body1>{t('cursos.desbloquear.ayuda')}</Body1>
          <Field label={t('cursos.desbloquear.curso')}>
            <RadioGroup value={elegido} onChange={(_, data) => setElegido(data.value)}>
              {cursos.map((c) => (
                <Radio key={c._id} value={c._id} label={`${c.codigo} – ${c.nombre}`} />
              ))}
            </RadioGroup>
          </Field>
          <div className={styles.acciones}>
            <Button
              appearance="primary"
              disabled={elegido === '' || enviando}
              onClick={() => onSolicitar(elegido)}
            >
              {t('cursos.desbloquear.solicitar')}
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}
