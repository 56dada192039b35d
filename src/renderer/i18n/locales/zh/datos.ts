import type { Traducciones } from '../es';

export const datos: Traducciones['datos'] = {
  municipio: '市镇',
  institucion: '机构',
  seleccionar: '请选择…',
  primeroMunicipio: '请先选择市镇。',
  errorCarga: '无法加载列表，请重试。',
  tiposIdentificacion: {
    'Cedula ciudadanía': '公民身份证',
    'Tarjeta de Identidad': '身份卡（未成年人）',
    'Cedula de extranjería': '外国人身份证',
    Pasaporte: '护照',
  },
  tiposRegistro: {
    Estudiante: '学生',
    Profesor: '教师',
    Otro: '其他',
  },
};
