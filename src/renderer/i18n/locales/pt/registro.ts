import type { Traducciones } from '../es';

export const registro: Traducciones['registro'] = {
  titulo: 'CADASTRO',
  registrarme: 'Cadastrar',
  campos: {
    nombre: 'Nome',
    apellidos: 'Sobrenome',
    email: 'E-mail',
    tipoIdentificacion: 'Tipo de identificação',
    identificacion: 'Número de identificação',
    telefono: 'Telefone',
    tipoRegistro: 'Tipo de cadastro',
    password: 'Senha',
    confirmPassword: 'Confirmar senha',
  },
  curso: {
    campo: 'Curso',
    elegir: 'Selecionar curso',
    dialogo: 'Selecione um curso',
    ninguno: 'Nenhum curso selecionado',
    anteriores: 'Cursos anteriores',
    siguientes: 'Próximos cursos',
  },
  aceptaPoliticas: {
    texto: 'Aceito a',
    enlace: 'política de privacidade',
  },
  aceptaTerminos: {
    texto: 'Aceito os',
    enlace: 'termos e condições',
  },
  errores: {
    soporte: 'Entre em contato com o suporte técnico',
    estado: 'Erro {{status}}',
    duplicado: 'Já existe uma conta com esses dados: {{mensaje}}',
  },
  verificar: {
    verificando: 'Verificando seu e-mail…',
    exito: 'Seu e-mail {{email}} foi verificado. Você já pode entrar.',
  },
  terminos: {
    uso: 'Esta plataforma oferece cursos gratuitos de formação digital do programa municipal. Ao se cadastrar, você concorda em usá-la apenas para fins de aprendizagem.',
    cuenta:
      'Sua conta é pessoal. Mantenha sua senha em segredo e avise o administrador do seu centro se suspeitar que outra pessoa a está usando.',
    contenido:
      'Os cursos, lições e materiais pertencem aos seus autores e ao programa; você pode usá-los para a sua formação, mas não redistribuí-los.',
    conducta:
      'Nos fóruns e comentários, trate os outros com respeito. O administrador pode remover conteúdos inadequados ou desativar contas que descumpram estas normas.',
    privacidadTitulo: 'Política de privacidade',
    datos:
      'Guardamos os dados que você nos fornece ao se cadastrar (nome, e-mail, identificação, telefone, município e instituição) e o seu progresso nos cursos.',
    finalidad:
      'Nós os usamos para dar a você acesso aos cursos, emitir seus certificados e elaborar estatísticas do programa. Não os vendemos nem os cedemos a terceiros.',
    derechos:
      'Você pode consultar e corrigir seus dados no seu perfil e pedir ao administrador do seu centro que exclua a sua conta.',
  },
};
