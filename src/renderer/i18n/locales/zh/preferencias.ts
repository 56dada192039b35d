import type { Traducciones } from '../es';

export const preferencias: Traducciones['preferencias'] = {
  idioma: {
    boton: '{{idioma}} — 语言',
    titulo: '界面语言',
  },
  accesibilidad: {
    boton: '大字体和高对比度',
    textoGrande: '大字体',
    altoContraste: '高对比度',
  },
  publicas: '语言和显示',
  guardar: {
    error: '无法保存您的偏好设置',
  },
};
