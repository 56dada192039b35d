import {
  Button,
  Card,
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LIMITE_CONTENIDO,
  LIMITE_TITULO,
  TEMA_VACIO,
  validarNuevoTema,
  type ValoresTema,
} from '../foro';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalM },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  acciones: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
});

/**
 * The admin's new-topic form (spec 2): title, content and 'Fijar'. Submitting with an empty
 * field shows 'Completa los campos de Título y Contenido' instead of calling the server.
 */
export function NuevoTemaForm({
  enviando,
  onPublicar,
  onCancelar,
}: {
  enviando: boolean;
  /** Resolves true when the topic was created (the form then closes). */
  onPublicar(valores: ValoresTema): Promise<boolean>;
  onCancelar(): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [valores, setValores] = useState<ValoresTema>(TEMA_VACIO);
  const [intentado, setIntentado] = useState(false);
  const error = intentado ? validarNuevoTema(valores) : null;

  const cambiar = <K extends keyof ValoresTema>(campo: K, valor: ValoresTema[K]) =>
    setValores((v) => ({ ...v, [campo]: valor }));

  const enviar = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIntentado(true);
    if (validarNuevoTema(valores) !== null || enviando) return;
    if (await onPublicar(valores)) {
      setValores(TEMA_VACIO);
      setIntentado(false);
    }
  };

  return (
    <Card className={styles.card}>
      <form className={styles.form} onSubmit={(e) => void enviar(e)} noValidate>
        {error ? (
          <MessageBar intent="error">
            <MessageBarBody>{t(`comentarios.validacion.${error}`)}</MessageBarBody>
          </MessageBar>
        ) : null}
        <Field label={t('comentarios.nuevo.titulo')} required>
          <Input
            value={valores.titulo}
            maxLength={LIMITE_TITULO}
            onChange={(_, d) => cambiar('titulo', d.value)}
          />
        </Field>
        <Field
          label={t('comentarios.nuevo.contenido')}
          required
          hint={t('comun.contador', { n: valores.contenido.length, max: LIMITE_CONTENIDO })}
        >
          <Textarea
            value={valores.contenido}
            maxLength={LIMITE_CONTENIDO}
            resize="vertical"
            rows={4}
            onChange={(_, d) => cambiar('contenido', d.value)}
          />
        </Field>
        <Checkbox
          label={t('comentarios.nuevo.fijar')}
          checked={valores.pinned}
          onChange={(_, d) => cambiar('pinned', d.checked === true)}
        />
        <div className={styles.acciones}>
          <Button type="button" appearance="secondary" onClick={onCancelar}>
            {t('comun.cancelar')}
          </Button>
          <Button
            type="submit"
            appearance="primary"
            disabled={enviando}
            icon={enviando ? <Spinner size="tiny" /> : undefined}
          >
            {t('comentarios.nuevo.publicar')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
