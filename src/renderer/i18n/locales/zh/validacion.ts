import type { Traducciones } from '../es';

export const validacion: Traducciones['validacion'] = {
  requerido: '此字段为必填项',
  usuarioRequerido: '请输入您的用户名。',
  passwordRequerido: '请输入您的密码。',
  email: '请输入您的电子邮箱。',
  numerico: '只能输入数字',
  passwordCorta: '密码至少需要 8 个字符',
  passwordsNoCoinciden: '错误：两次输入的密码不一致',
  nuevoPasswordNoCoincide: '新密码不一致',
  perfilPasswordsNoCoinciden: '两个新密码字段不一致',
  passwordIgualActual: '新密码必须与当前密码不同',
  todosObligatorios: '所有字段均为必填项',
  seleccionarCurso: '您必须选择一门课程',
  rolNombreMax: '名称必须少于 20 个字符',
  aceptarPoliticas: '您必须接受隐私政策和条款',
  caracteresControl: '不允许使用控制字符。',
};
