import type { Traducciones } from '../es';

export const auth: Traducciones['auth'] = {
  login: {
    titulo: 'CONTENIDO FORMATIVO',
    usuario: '用户名或电子邮箱',
    password: '密码',
    recordarme: '记住我',
    ingresar: '登录',
    restablecer: '重置我的密码',
    registrarme: '注册',
    error: '登录失败',
  },
  validacion: {
    usuarioRequerido: '请输入您的用户名。',
    passwordRequerido: '请输入您的密码。',
  },
  emailNoVerificado: {
    titulo: '就差一步了！',
  },
  restablecer: {
    titulo: '重置我的密码',
    accion: '重置',
    email: '电子邮箱',
    identificacion: '身份证件号码',
    password: '新密码',
    confirmPassword: '确认新密码',
    codigo: '重置码',
    enviarCodigo: '发送重置码',
    continuar: '继续',
    tengoCodigo: '我已有重置码',
    volver: '返回',
    avisoCorreo:
      '请输入您的电子邮箱和身份证件号码：我们将向您发送一个 6 位数的重置码，15 分钟内有效。',
    avisoTutor: '本平台不发送电子邮件：请向您所在中心的导师索取重置码，并在下一步中输入。',
    codigoEnviado:
      '如果信息与某个账户相符，我们已向您的电子邮箱发送了重置码。如果没有收到，请向您所在中心的导师索取。',
    codigoTutor: '请输入您所在中心的导师给您的重置码。',
    exito: '密码已重置，现在可以登录了。',
    error: '重置密码失败',
    errorSolicitud: '无法获取重置码',
  },
  cambiarPassword: {
    titulo: '修改密码',
    accion: '修改密码',
    actual: '当前密码',
    nueva: '新密码',
    repetir: '再次输入新密码',
    exito: '密码已更新',
    error: '密码更新失败',
  },
  cambioObligatorio: {
    titulo: '请修改您的密码',
    explicacion: '管理员为您设置了一个临时密码。如需继续，请输入该临时密码，然后设置您自己的密码。',
    reglas: '新密码至少需要 {{minimo}} 个字符，且不能与临时密码相同。',
  },
  sesion: {
    terminada: '您的会话已结束',
  },
  logout: {
    exito: '已成功退出登录',
  },
};
