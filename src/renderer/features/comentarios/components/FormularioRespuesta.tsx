import { Button, Field, Spinner, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { contadorRespuesta, validarRespuesta } from '../foro';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  acciones: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
});

/**
 * A reply's text with its 'n/500' counter: used to write a new reply and to edit one in
 * place. Submit stays disabled while the text is empty or over the limit.
 */
export function FormularioRespuesta({
  etiqueta,
  accion,
  inicial = '',
  enviando,
  onEnviar,
  onCancelar,
}: {
  etiqueta: string;
  accion: string;
  inicial?: string;
  enviando: boolean;
  /** Resolves true when saved: a new reply's form is then emptied. */
  onEnviar(texto: string): Promise<boolean>;
  onCancelar?: () => void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [texto, setTexto] = useState(inicial);
  const contador = contadorRespuesta(texto);
  const error = validarRespuesta(texto);

  const enviar = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (error !== null || enviando) return;
    if ((await onEnviar(texto)) && !onCancelar) setTexto('');
  };

  return (
    <form className={styles.form} onSubmit={(e) => void enviar(e)} noValidate>
      <Field
        label={etiqueta}
        validationState={contador.excedido ? 'error' : 'none'}
        validationMessage={
          contador.excedido ? t('comentarios.validacion.respuestaLarga') : undefined
        }
        hint={t('comun.contador', { n: contador.n, max: contador.max })}
      >
        <Textarea value={texto} resize="vertical" rows={3} onChange={(_, d) => setTexto(d.value)} />
      </Field>
      <div className={styles.acciones}>
        {onCancelar ? (
          <Button type="button" appearance="secondary" onClick={onCancelar}>
            {t('comun.cancelar')}
          </Button>
        ) : null}
        <Button
          type="submit"
          appearance="primary"
          disabled={error !== null || enviando}
          icon={enviando ? <Spinner size="tiny" /> : undefined}
        >
          {accion}
        </Button>
      </div>
    </form>
  );
}
