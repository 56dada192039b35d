import { Button, Field, Spinner, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITE_RESPUESTA, contadorRespuesta, recortarRespuesta, validarRespuesta } from '../foro';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  acciones: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
  // Red at the limit: the box refuses more, the counter says why (≥ 4.5:1 on white).
  alLimite: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
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
        hint={{
          children: (
            <span
              data-testid="contador-respuesta"
              className={contador.alLimite ? styles.alLimite : undefined}
            >
              {t('comun.contador', { n: contador.n, max: contador.max })}
            </span>
          ),
        }}
      >
        <Textarea
          value={texto}
          resize="vertical"
          rows={3}
          maxLength={Math.max(LIMITE_RESPUESTA, inicial.length)}
          onChange={(_, d) => setTexto((anterior) => recortarRespuesta(anterior, d.value))}
        />
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
