import type { Traducciones } from '../es';

export const demo: Traducciones['demo'] = {
  titulo: '演示内容',
  intro:
    '使用 --demo 启动时（npm start -- --demo、npm run seed:demo，或在服务器上设置 SEMBRAR_DEMO=1），平台会一次性创建用于熟悉平台的测试内容：',
  contenido: {
    curso:
      '课程 {{codigo}}“Competencias digitales básicas”：基本信息、两个模块、一份 PDF 教学大纲和五个课时（视频、音频、PDF 文档、图片和链接）。',
    evaluacion: '测评 {{codigo}}“Evaluación final”：五道题；80 分及格。',
    aprendiz: '学员 {{email}}，已分配到该课程，其演示密码公布在文档中。',
  },
  aviso:
    '这些是测试数据：请勿在有真实用户的服务器上使用 --demo。如果已经使用，请删除这些内容或修改该学员的密码。',
  estadoTitulo: '本安装中',
  presente: '存在',
  ausente: '不存在',
  errorEstado: '无法查询本安装的内容。请重试。',
  quitarTitulo: '如何删除',
  quitada: '本安装中已没有演示内容。',
  abrir: '打开',
  pasos: {
    lecciones: '打开该课程的课时并逐一删除。',
    evaluacion: '在“测评”中删除 {{codigo}}。',
    curso: '在“课程”中删除课程 {{codigo}}。',
    aprendiz: '在“用户”中删除账户 {{email}}。',
    noRepetir: '不要再使用 --demo 启动：如果课程不存在，平台会重新创建它。',
  },
};
