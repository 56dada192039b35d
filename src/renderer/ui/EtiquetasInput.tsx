import { Field, Input, Tag, TagGroup, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/**
 * Keyword chips (spec 2): type and press Enter to add one; each chip's x removes it.
 * `agregar` and `quitar` come from the caller (a pure reducer decides repeats and limits).
 */
export function EtiquetasInput({
  etiqueta,
  etiquetas,
  onAgregar,
  onQuitar,
}: {
  etiqueta: string;
  etiquetas: readonly string[];
  onAgregar(texto: string): void;
  onQuitar(etiqueta: string): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [texto, setTexto] = useState('');
  return (
    <div className={styles.root}>
      <Field label={etiqueta} hint={t('comun.etiquetas.ayuda')}>
        <Input
          value={texto}
          onChange={(_, data) => setTexto(data.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            onAgregar(texto);
            setTexto('');
          }}
        />
      </Field>
      {etiquetas.length > 0 ? (
        <TagGroup aria-label={etiqueta} onDismiss={(_, data) => onQuitar(String(data.value))}>
          {etiquetas.map((e) => (
            <Tag
              key={e}
              value={e}
              size="small"
              dismissible
              dismissIcon={{ 'aria-label': t('comun.etiquetas.quitar', { etiqueta: e }) }}
            >
              {e}
            </Tag>
          ))}
        </TagGroup>
      ) : null}
    </div>
  );
}
