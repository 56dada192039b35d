/**
 * Server messages may open with the same words as the title they are shown under
 * ('Falta poco! Confirma…' under 'Falta poco!'); showing them twice reads badly, so the
 * repeated start is dropped.
 */
export function sinTituloRepetido(mensaje: string, titulo: string): string {
  if (!mensaje.startsWith(titulo)) return mensaje;
  const resto = mensaje.slice(titulo.length).trim();
  return resto === '' ? mensaje : resto;
}
