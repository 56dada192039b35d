import type { Traducciones } from '../es';

export const demo: Traducciones['demo'] = {
  titulo: 'Conteúdo de demonstração',
  intro:
    'Ao iniciar com --demo (npm start -- --demo, npm run seed:demo ou SEMBRAR_DEMO=1 no servidor), a plataforma cria uma única vez um conteúdo de teste para conhecê-la:',
  contenido: {
    curso:
      'O curso {{codigo}} “Competencias digitales básicas”: informações gerais, dois módulos, um plano de ensino em PDF e cinco aulas (vídeo, áudio, documento PDF, imagem e link).',
    evaluacion: 'A avaliação {{codigo}} “Evaluación final”: cinco perguntas; aprovação com 80.',
    aprendiz:
      'O aluno {{email}}, matriculado no curso, com uma senha de demonstração publicada na documentação.',
  },
  aviso:
    'São dados de teste: não use --demo em um servidor com usuários reais. Se já usou, remova este conteúdo ou troque a senha do aluno.',
  estadoTitulo: 'Nesta instalação',
  presente: 'Presente',
  ausente: 'Ausente',
  errorEstado: 'Não foi possível consultar o conteúdo desta instalação. Tente novamente.',
  quitarTitulo: 'Como removê-lo',
  quitada: 'Não resta conteúdo de demonstração nesta instalação.',
  abrir: 'Abrir',
  pasos: {
    lecciones: 'Abra as aulas do curso e exclua cada uma.',
    evaluacion: 'Em Avaliações, exclua {{codigo}}.',
    curso: 'Em Cursos, exclua o curso {{codigo}}.',
    aprendiz: 'Em Usuários, exclua a conta {{email}}.',
    noRepetir:
      'Não inicie novamente com --demo: se o curso estiver ausente, a plataforma o criaria de novo.',
  },
};
