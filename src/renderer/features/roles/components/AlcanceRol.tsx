import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import { ALCANCES, type Alcance } from '@shared/domain/permisos';
import { useTranslation } from 'react-i18next';

/**
 * Whose learners the role sees (issue 15, docs/alcance.md): everyone, or only the learners of
 * the courses assigned to the person. Beside the permission matrix, saved with it; the
 * server enforces it on every route. ADMINISTRADOR shows "todos", disabled.
 */
export function AlcanceRol({
  valor,
  deshabilitado,
  onCambio,
}: {
  valor: Alcance;
  deshabilitado: boolean;
  onCambio: (valor: Alcance) => void;
}) {
  const { t } = useTranslation();
  return (
    <Field label={t('roles.alcance.titulo')} hint={t('roles.alcance.ayuda')}>
      <RadioGroup
        layout="horizontal"
        value={valor}
        disabled={deshabilitado}
        onChange={(_, data) => {
          const elegido = ALCANCES.find((a) => a === data.value);
          if (elegido) onCambio(elegido);
        }}
      >
        {ALCANCES.map((a) => (
          <Radio key={a} value={a} label={t(`roles.alcance.${a}`)} />
        ))}
      </RadioGroup>
    </Field>
  );
}
