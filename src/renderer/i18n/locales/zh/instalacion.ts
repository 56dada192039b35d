import type { Traducciones } from '../es';

/** First start of a local installation: the administration account (docs/desktop.md). */
export const instalacion: Traducciones['instalacion'] = {
  titulo: '欢迎：请创建管理员账户',
  explicacion: '这是本安装的首次启动。您在此创建的账户将在这台电脑上管理平台：请妥善保管密码。',
  comprobando: '正在检查安装…',
  campos: {
    email: '电子邮箱',
    nombre: '名字',
    apellidos: '姓氏',
    password: '密码',
    confirmPassword: '确认密码',
  },
  crear: '创建账户并登录',
  exito: '管理员账户已创建',
  error: '无法创建账户',
  irAlLogin: '前往登录',
};
