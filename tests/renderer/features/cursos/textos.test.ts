import { describe, expect, it } from 'vitest';
import { MENSAJES_CURSO } from '@shared/domain/cursos';
import { MENSAJES_MULTIMEDIA } from '@shared/domain/multimedias';
import { recursos } from '../../../../src/renderer/i18n';

describe('course and lesson texts (spec 2, 5 and 8)', () => {
  const { cursos, multimedias, layout } = recursos.es.translation;

  it('say what the spec says', () => {
    expect(cursos.lista.sinAcceso).toBe(MENSAJES_CURSO.sinAcceso);
    expect(cursos.detalle.noEncontrado).toBe(MENSAJES_CURSO.noEncontrado);
    expect(cursos.adjuntos.errores.sinArchivo).toBe(MENSAJES_CURSO.sinArchivo);
    expect(cursos.form.errores.nombreMax).toBe(MENSAJES_CURSO.nombreMax);
    expect(cursos.form.errores.descripcionMax).toBe(MENSAJES_CURSO.descripcionMax);
    expect(cursos.adjuntos.confirmar).toBe('¿Estás seguro de borrar este archivo?');
    expect(cursos.adjuntos.errorBorrar).toBe('No se pudo borrar el archivo');
    expect(cursos.lista.agregar).toBe('Agregar Módulo');
    expect(cursos.form.tituloNuevo).toBe('Nuevo Módulo');
    expect(cursos.asignar.boton).toBe('Asignar Curso a Usuario');
    expect(cursos.desbloquear.titulo).toBe('Desbloquear mi curso');
    expect(cursos.desbloquear.solicitar).toBe('Solicitar');
    expect(cursos.desbloquear.error).toBe('Error solicitando curso');
    expect(cursos.detalle.editarInfo).toBe('Editar Información');
    expect(cursos.detalle.cancelarEdicion).toBe('Cancelar Edición');
    expect(cursos.lista.progreso).toBe('Progreso: {{porcentaje}}%');
    expect(multimedias.form.errores.enlace).toBe(MENSAJES_MULTIMEDIA.enlaceInvalido);
    expect(multimedias.guardada).toBe('Multimedia guardada');
    expect(multimedias.errores.subir).toBe('Error subiendo multimedia.');
    expect(multimedias.errores.filtrar).toBe('Error filtrando multimedia');
    expect(multimedias.eliminar.titulo).toBe('¿Desea eliminar esta multimedia?');
    expect(multimedias.eliminar.accion).toBe('SI, ELIMINAR');
    expect(multimedias.agregar).toBe('Agregar Multimedia');
    expect(layout.menu.progresoGeneral).toBe('Progreso general: {{porcentaje}}%');
  });

  it("the greeting matches only 'Hola, {nombre}' (e2e looks it up by text)", () => {
    expect(cursos.lista.saludo).toBe('Hola, {{nombre}}');
  });
});
