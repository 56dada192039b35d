import { Dropdown, Field, Input, Option, Textarea, makeStyles } from '@fluentui/react-components';
import { LIMITES_WIKI } from '@shared/domain/wiki';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({ cuerpo: { minHeight: '320px' } });

/** What the editor holds; `cursoId` '' is a global page. */
export interface ValoresWiki {
  titulo: string;
  slug: string;
  cursoId: string;
  cuerpo: string;
}

/** The editor's fields, with the server's message under the field it names. */
export function CamposWiki(props: {
  valores: ValoresWiki;
  cambiar(parcial: Partial<ValoresWiki>): void;
  errores: Readonly<Record<string, string>>;
  cursos: readonly { valor: string; texto: string }[];
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { valores, cambiar, errores } = props;
  return (
    <>
      <Field label={t('wiki.editor.campoTitulo')} required validationMessage={errores.titulo}>
        <Input
          value={valores.titulo}
          maxLength={LIMITES_WIKI.tituloMax}
          onChange={(_, d) => cambiar({ titulo: d.value })}
        />
      </Field>
      <Field
        label={t('wiki.editor.campoSlug')}
        hint={t('wiki.editor.slugAyuda')}
        validationMessage={errores.slug}
      >
        <Input
          value={valores.slug}
          maxLength={LIMITES_WIKI.slugMax}
          onChange={(_, d) => cambiar({ slug: d.value })}
        />
      </Field>
      <Field label={t('wiki.editor.campoCurso')} validationMessage={errores.cursoId}>
        <Dropdown
          value={props.cursos.find((o) => o.valor === valores.cursoId)?.texto ?? ''}
          selectedOptions={[valores.cursoId]}
          onOptionSelect={(_, d) => cambiar({ cursoId: d.optionValue ?? '' })}
        >
          {props.cursos.map((o) => (
            <Option key={o.valor || 'global'} value={o.valor}>
              {o.texto}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field
        label={t('wiki.editor.campoCuerpo')}
        hint={t('wiki.editor.cuerpoAyuda')}
        validationMessage={errores.cuerpo}
      >
        <Textarea
          className={styles.cuerpo}
          value={valores.cuerpo}
          resize="vertical"
          onChange={(_, d) => cambiar({ cuerpo: d.value })}
        />
      </Field>
    </>
  );
}
