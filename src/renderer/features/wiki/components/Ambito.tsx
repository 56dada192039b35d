import { Badge } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/** Whose page it is: everyone's, or one course's. */
export function Ambito({ cursoNombre }: { cursoNombre: string | null }) {
  const { t } = useTranslation();
  return (
    <Badge appearance="tint" color={cursoNombre ? 'brand' : 'informative'}>
      {cursoNombre ? t('wiki.deCurso', { curso: cursoNombre }) : t('wiki.global')}
    </Badge>
  );
}
