/** The admins' page about the demo content (`/seed-module/seed-page`, issue 16). */
export const demo = {
  titulo: 'Contenido de demostración',
  intro:
    'Al arrancar con --demo (npm start -- --demo, npm run seed:demo o SEMBRAR_DEMO=1 en el servidor), la plataforma crea una sola vez contenido de prueba para conocerla:',
  contenido: {
    curso:
      'El curso {{codigo}} «Competencias digitales básicas»: información general, dos módulos, un syllabus en PDF y cinco lecciones (video, audio, documento PDF, imagen y enlace).',
    evaluacion: 'La evaluación {{codigo}} «Evaluación final»: cinco preguntas; se aprueba con 80.',
    aprendiz:
      'El aprendiz {{email}}, asignado al curso, con una contraseña de demostración publicada en la documentación.',
  },
  aviso:
    'Son datos de prueba: no use --demo en un servidor con usuarios reales. Si ya lo hizo, quite este contenido o cambie la contraseña del aprendiz.',
  estadoTitulo: 'En esta instalación',
  presente: 'Presente',
  ausente: 'No está',
  errorEstado: 'No se pudo consultar el contenido de esta instalación. Intente de nuevo.',
  quitarTitulo: 'Cómo quitarlo',
  quitada: 'No queda contenido de demostración en esta instalación.',
  abrir: 'Abrir',
  pasos: {
    lecciones: 'Abra las lecciones del curso y elimine cada una.',
    evaluacion: 'En Evaluaciones, elimine {{codigo}}.',
    curso: 'En Cursos, elimine el curso {{codigo}}.',
    aprendiz: 'En Usuarios, elimine la cuenta {{email}}.',
    noRepetir:
      'No vuelva a arrancar con --demo: si el curso falta, la plataforma lo crearía de nuevo.',
  },
};
