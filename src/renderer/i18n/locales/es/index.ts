import { auth } from './auth';
import { comun } from './comun';
import { cursos } from './cursos';
import { errores } from './errores';
import { pantallas } from './pantallas';

/** Spanish: the source language. Every other locale must have exactly these keys. */
export const es = { comun, auth, cursos, errores, pantallas };

/** The shape every locale follows: the same keys as Spanish, any text. */
export type Traducciones<T = typeof es> = {
  [K in keyof T]: T[K] extends string ? string : Traducciones<T[K]>;
};
