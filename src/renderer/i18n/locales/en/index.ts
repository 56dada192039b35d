import type { Traducciones } from '../es';
import { auth } from './auth';
import { comun } from './comun';
import { cursos } from './cursos';
import { errores } from './errores';
import { pantallas } from './pantallas';

/** English. Typed by the Spanish shape, and checked key by key in tests/renderer/i18n.test.ts. */
export const en: Traducciones = { comun, auth, cursos, errores, pantallas };
