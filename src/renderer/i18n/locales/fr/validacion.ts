import type { Traducciones } from '../es';

export const validacion: Traducciones['validacion'] = {
  requerido: 'Ce champ est obligatoire',
  usuarioRequerido: 'Veuillez saisir votre nom d’utilisateur.',
  passwordRequerido: 'Veuillez saisir votre mot de passe.',
  email: 'Veuillez saisir votre e-mail.',
  numerico: 'Seuls les chiffres sont autorisés',
  passwordCorta: 'Le mot de passe doit contenir au moins 8 caractères',
  passwordsNoCoinciden: 'Erreur : les mots de passe ne correspondent pas',
  nuevoPasswordNoCoincide: 'Le nouveau mot de passe ne correspond pas',
  perfilPasswordsNoCoinciden: 'Les champs du nouveau mot de passe ne correspondent pas',
  passwordIgualActual: 'Le nouveau mot de passe doit être différent de l’actuel',
  todosObligatorios: 'Tous les champs sont obligatoires',
  seleccionarCurso: 'Vous devez sélectionner un cours',
  rolNombreMax: 'Le nom doit contenir moins de 20 caractères',
  aceptarPoliticas: 'Vous devez accepter la politique de confidentialité et les conditions',
  caracteresControl: 'Les caractères de contrôle ne sont pas autorisés.',
};
