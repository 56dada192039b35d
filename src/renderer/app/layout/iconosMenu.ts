import type { ComponentType } from 'react';
import {
  IconoBiblioteca,
  IconoCalificacion,
  IconoDiploma,
  IconoEvaluacion,
  IconoInforme,
  IconoLibro,
  IconoMapa,
  IconoPersonas,
  IconoRol,
  IconoTrabajos,
  IconoWiki,
} from '../../ui/iconos';
import type { Acceso, EntradaConfiguracion, EntradaResultados } from './menu';

/**
 * Each screen's icon, the same in the toolbar, its overflow menu and the side menu. None of
 * them is a check mark: a check mark beside "Evaluaciones" read as "completed" (issue 16).
 */
export const ICONOS_ATAJO: Record<Acceso['pantalla'], ComponentType> = {
  mapas: IconoMapa,
  informes: IconoInforme,
  biblioteca: IconoBiblioteca,
  cursos: IconoLibro,
  evaluaciones: IconoEvaluacion,
  usuarios: IconoPersonas,
  roles: IconoRol,
  wiki: IconoWiki,
};

/** 'Configuración' entries: the same icons as their shortcuts; jobs have a queue's. */
export const ICONOS_CONFIGURACION: Record<EntradaConfiguracion['pantalla'], ComponentType> = {
  usuarios: IconoPersonas,
  roles: IconoRol,
  trabajos: IconoTrabajos,
};

/** Results entries: a questionnaire, a ribbon for grades, a certificate document. */
export const ICONOS_RESULTADO: Record<EntradaResultados['clave'], ComponentType> = {
  evaluaciones: IconoEvaluacion,
  calificaciones: IconoCalificacion,
  certificado: IconoDiploma,
  certificadosEmitidos: IconoDiploma,
};
