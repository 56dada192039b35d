/** Flags are integers 0/1 in both dialects (better-sqlite3 cannot bind a boolean). */
export type Flag = number;
