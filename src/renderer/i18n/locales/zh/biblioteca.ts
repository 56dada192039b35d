import type { Traducciones } from '../es';

export const biblioteca: Traducciones['biblioteca'] = {
  total: '共 {{total}} 项',
  verMas: '查看更多',
  verMenos: '收起',
  vacio: '资料库为空。',
};
