/**
 * Server-paged lists (users, import batches and rows, lessons): how many pages a total
 * makes. Shared so that features listing different things do not import each other.
 */
export function totalPaginas(total: number, limite: number): number {
  return Math.max(1, Math.ceil(total / limite));
}
