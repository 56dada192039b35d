import type { Traducciones } from '../es';

export const demo: Traducciones['demo'] = {
  titulo: 'Demo content',
  intro:
    'When started with --demo (npm start -- --demo, npm run seed:demo or SEMBRAR_DEMO=1 on the server), the platform creates sample content once, to get to know it:',
  contenido: {
    curso:
      'The course {{codigo}} “Competencias digitales básicas”: general information, two modules, a PDF syllabus and five lessons (video, audio, PDF document, image and link).',
    evaluacion: 'The evaluation {{codigo}} “Evaluación final”: five questions; 80 to pass.',
    aprendiz:
      'The learner {{email}}, assigned to the course, with a demo password published in the documentation.',
  },
  aviso:
    'This is sample data: do not use --demo on a server with real users. If you already did, remove this content or change the learner’s password.',
  estadoTitulo: 'In this installation',
  presente: 'Present',
  ausente: 'Not here',
  errorEstado: 'The content of this installation could not be checked. Try again.',
  quitarTitulo: 'How to remove it',
  quitada: 'No demo content is left in this installation.',
  abrir: 'Open',
  pasos: {
    lecciones: 'Open the course’s lessons and delete each one.',
    evaluacion: 'In Evaluations, delete {{codigo}}.',
    curso: 'In Courses, delete the course {{codigo}}.',
    aprendiz: 'In Users, delete the account {{email}}.',
    noRepetir:
      'Do not start with --demo again: if the course is missing, the platform would create it again.',
  },
};
