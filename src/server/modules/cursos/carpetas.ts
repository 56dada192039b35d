import { join } from 'node:path';

/**
 * Where course files live under DATA_DIR, agreed with the uploads module (POST /api/upload
 * stores backgrounds in `uploads/fondos/`, lessons go to `uploads/multimedia/`).
 */
export function carpetaFondos(dataDir: string): string {
  return join(dataDir, 'uploads', 'fondos');
}

export function carpetaAdjuntos(dataDir: string): string {
  return join(dataDir, 'uploads', 'adjuntos');
}
