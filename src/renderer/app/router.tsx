import { createBrowserRouter } from 'react-router-dom';
import { rutas } from './rutas';

/** The browser router over the route tree of `rutas.tsx` (kept apart so tests read the tree). */
export const router = createBrowserRouter(rutas);
