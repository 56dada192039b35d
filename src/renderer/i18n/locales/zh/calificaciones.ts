import type { Traducciones } from '../es';

/** Grades screen (spec 2, Grades list; spec 8). */
export const calificaciones: Traducciones['calificaciones'] = {
  titulo: '成绩',
  saludo: '您好，{{nombre}}',
  vacio: '暂无成绩。',
  columnas: {
    indice: '#',
    estudiante: '学员',
    titulo: '标题',
    timestamp: '日期',
    puntajeEstudiante: '学员得分',
    puntajeRequerido: '要求分数',
    codigo: '编号',
    calificacionTexto: '成绩',
  },
  filtros: {
    estudiante: '学员',
    estudiantePlaceholder: '输入姓名、电子邮箱或身份证件号码',
    curso: '课程',
    todosLosCursos: '全部课程',
  },
  errores: {
    cargar: '加载成绩时出错',
  },
};
