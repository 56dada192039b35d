import type { Traducciones } from '../es';

export const registro: Traducciones['registro'] = {
  titulo: '注册',
  registrarme: '立即注册',
  campos: {
    nombre: '名字',
    apellidos: '姓氏',
    email: '电子邮箱',
    tipoIdentificacion: '证件类型',
    identificacion: '身份证件号码',
    telefono: '电话',
    tipoRegistro: '注册类型',
    password: '密码',
    confirmPassword: '确认密码',
  },
  curso: {
    campo: '课程',
    elegir: '选择课程',
    dialogo: '请选择一门课程',
    ninguno: '未选择课程',
    anteriores: '上一组课程',
    siguientes: '下一组课程',
  },
  aceptaPoliticas: {
    texto: '我接受',
    enlace: '隐私政策',
  },
  aceptaTerminos: {
    texto: '我接受',
    enlace: '条款与条件',
  },
  errores: {
    soporte: '请联系技术支持',
    estado: '错误 {{status}}',
    duplicado: '已存在使用这些信息的账户：{{mensaje}}',
  },
  verificar: {
    verificando: '正在验证您的电子邮箱…',
    exito: '您的电子邮箱 {{email}} 已验证。现在可以登录了。',
  },
  terminos: {
    uso: '本平台提供市政项目的免费数字技能培训课程。注册即表示您同意仅将其用于学习目的。',
    cuenta:
      '您的账户仅供本人使用。请对密码保密；如怀疑他人使用了您的账户，请告知您所在中心的管理员。',
    contenido:
      '课程、课时和学习资料归其作者和本项目所有；您可以将其用于自己的学习，但不得再次分发。',
    conducta: '在讨论区和评论中请尊重他人。管理员可以删除不当内容，或停用违反这些规定的账户。',
    privacidadTitulo: '隐私政策',
    datos:
      '我们会保存您注册时提供的信息（姓名、电子邮箱、身份证件、电话、市镇和机构）以及您的课程学习进度。',
    finalidad:
      '我们使用这些信息为您开通课程、颁发证书并编制项目统计数据。我们不会出售这些信息，也不会将其提供给第三方。',
    derechos: '您可以在个人资料中查看和更正您的信息，也可以请您所在中心的管理员删除您的账户。',
  },
};
