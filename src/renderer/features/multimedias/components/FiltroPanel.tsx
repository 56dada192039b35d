import { Button, Checkbox, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { TIPOS_MEDIA, type TipoMedia } from '@shared/domain/multimedias';
import { useTranslation } from 'react-i18next';
import { EtiquetasInput } from '../../../ui/EtiquetasInput';
import { etiquetasReducer, type FiltroMultimedias } from '../filtro';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalL,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
  },
  tipos: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS },
  boton: { alignSelf: 'flex-end' },
});

/** The lesson filter (spec 2): media types, file name, keyword chips and 'Filtrar'. */
export function FiltroPanel({
  filtro,
  onCambio,
  onFiltrar,
}: {
  filtro: FiltroMultimedias;
  onCambio(filtro: FiltroMultimedias): void;
  onFiltrar(): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const alternarTipo = (tipo: TipoMedia, marcado: boolean) =>
    onCambio({
      ...filtro,
      tipos: marcado
        ? TIPOS_MEDIA.filter((x) => x === tipo || filtro.tipos.includes(x))
        : filtro.tipos.filter((x) => x !== tipo),
    });
  return (
    <div className={styles.root} role="search" aria-label={t('multimedias.filtro.titulo')}>
      <Field label={t('multimedias.filtro.tipos')}>
        <div className={styles.tipos} role="group" aria-label={t('multimedias.filtro.tipos')}>
          {TIPOS_MEDIA.map((tipo) => (
            <Checkbox
              key={tipo}
              label={t(`cursos.tiposMedia.${tipo}`)}
              checked={filtro.tipos.includes(tipo)}
              onChange={(_, data) => alternarTipo(tipo, data.checked === true)}
            />
          ))}
        </div>
      </Field>
      <Field label={t('multimedias.filtro.nombre')}>
        <Input
          value={filtro.nombre}
          onChange={(_, data) => onCambio({ ...filtro, nombre: data.value })}
        />
      </Field>
      <EtiquetasInput
        etiqueta={t('multimedias.filtro.tags')}
        etiquetas={filtro.tags}
        onAgregar={(texto) =>
          onCambio({ ...filtro, tags: etiquetasReducer(filtro.tags, { tipo: 'agregar', texto }) })
        }
        onQuitar={(etiqueta) =>
          onCambio({ ...filtro, tags: etiquetasReducer(filtro.tags, { tipo: 'quitar', etiqueta }) })
        }
      />
      <Button className={styles.boton} appearance="primary" onClick={onFiltrar}>
        {t('multimedias.filtro.filtrar')}
      </Button>
    </div>
  );
}
