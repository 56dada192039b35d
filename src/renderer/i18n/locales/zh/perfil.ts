import type { Traducciones } from '../es';

export const perfil: Traducciones['perfil'] = {
  cambiarPassword: '修改密码',
  campos: {
    email: '电子邮箱',
    nombre: '名字',
    apellidos: '姓氏',
    telefono: '手机号码',
    current: '当前密码',
    password: '新密码',
    confirmPassword: '确认新密码',
  },
  errores: {
    actualInvalida: '当前密码不正确',
    guardar: '资料未保存',
  },
  foto: {
    alt: '头像',
    elegir: '上传头像',
    ayuda: 'JPEG 或 PNG 格式，最大 1 MB。',
    subiendo: '正在上传… {{porcentaje}}%',
    exito: '头像已更新',
    error: '上传文件时出错',
    errores: {
      tipo: '头像必须是 JPEG 或 PNG 格式的图片。',
      tamano: '头像不能超过 1 MB。',
    },
  },
  profile: {
    actualizar: '更新资料',
    cambiarPassword: '修改密码',
  },
};
