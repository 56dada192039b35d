/** Email as stored for uniqueness: trimmed and lower-cased (emails compare case-insensitively). */
export function normalizarEmail(email: string): string {
  return email.trim().toLowerCase();
}
