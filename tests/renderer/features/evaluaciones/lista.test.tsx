import { describe, expect, it } from 'vitest';
import { MENSAJES_EVALUACION } from '@shared/domain/evaluaciones';
import { matrizPermisos } from '@shared/domain/permisos';
import type { Evaluacion } from '@shared/api';
import { TarjetaEvaluacion } from '../../../../src/renderer/features/evaluaciones/components/TarjetaEvaluacion';
import {
  accionesEvaluaciones,
  coloresEvaluacion,
  puedeOmitirBloqueo,
  rutaEditar,
  rutaRendir,
  vistaTarjeta,
  type RolSesion,
} from '../../../../src/renderer/features/evaluaciones/tarjetas';
import { recursos } from '../../../../src/renderer/i18n';
import { admin, estudiante, evaluacion, tutor } from './fixtures';
import { renderizar, texto, textos } from './render';

const nada = () => undefined;

function tarjeta(e: Evaluacion, rol: RolSesion) {
  const html = renderizar(
    <TarjetaEvaluacion
      evaluacion={e}
      vista={vistaTarjeta(e, rol)}
      acciones={accionesEvaluaciones(rol)}
      onAbrir={nada}
      onRetroalimentacion={nada}
      onCertificado={nada}
      onEditar={nada}
      onEliminar={nada}
      onEstado={nada}
    />,
  );
  return { html, texto: texto(html), botones: textos(html, 'button') };
}

const bloqueada = evaluacion({ accesoBloqueado: true, progress: 40 });
const enCurso = evaluacion({ progress: 62.7 });
const pendiente = evaluacion({ progress: 100 });
const aprobada = evaluacion({
  progress: 100,
  aprobado: true,
  aprobada: true,
  porcentaje: 90,
  intentos: 1,
});
const noAprobada = evaluacion({ progress: 100, fallido: true, porcentaje: 50, intentos: 2 });

describe('evaluation card states (spec 2 and 4)', () => {
  it('locked: a lock and the spec message, no progress, and a learner cannot open it', () => {
    const v = vistaTarjeta(bloqueada, estudiante);
    expect(v).toMatchObject({ estado: 'bloqueada', bloqueada: true, abrible: false });
    expect(v.progreso).toBeNull();
    const t = tarjeta(bloqueada, estudiante);
    expect(t.texto).toContain('Debes completar el curso antes de acceder a esta evaluación.');
    expect(t.texto).not.toContain('Completado');
    expect(t.html).toContain('<svg'); // the lock icon
    // Nothing to press: the card body is not a button for the learner.
    expect(t.botones).toEqual([]);
  });

  it('ADMINISTRADOR and roles that skip the order may open a locked one', () => {
    expect(puedeOmitirBloqueo(admin)).toBe(true);
    expect(puedeOmitirBloqueo(tutor)).toBe(true);
    expect(puedeOmitirBloqueo(estudiante)).toBe(false);
    expect(vistaTarjeta(bloqueada, admin).abrible).toBe(true);
    expect(vistaTarjeta(bloqueada, tutor).abrible).toBe(true);
    expect(tarjeta(bloqueada, admin).botones[0]).toContain('Debes completar el curso');
  });

  it("below 100: 'Sin completar' and 'Completado: N%' capped and rounded down", () => {
    const t = tarjeta(enCurso, estudiante);
    expect(t.texto).toContain('Sin completar');
    expect(t.texto).toContain('Completado: 62%');
    expect(vistaTarjeta(evaluacion({ progress: 140 }), estudiante).progreso).toBe(100);
    expect(t.botones).toHaveLength(1); // the card itself opens the test
    expect(t.texto).not.toContain('Ver retroalimentación');
  });

  it('at 100 without an attempt: ready to take, and no feedback yet', () => {
    const t = tarjeta(pendiente, estudiante);
    expect(vistaTarjeta(pendiente, estudiante).estado).toBe('pendiente');
    expect(t.texto).toContain('Lista para presentar');
    expect(t.texto).toContain('Completado: 100%');
    expect(t.texto).not.toContain('Ver retroalimentación');
  });

  it("approved: 'APROBADO', feedback and certificate buttons", () => {
    const t = tarjeta(aprobada, estudiante);
    expect(t.texto).toContain('APROBADO');
    expect(t.texto).not.toContain('NO APROBADO');
    expect(t.texto).toContain('Mejor puntaje: 90');
    expect(t.botones).toContain('Ver retroalimentación');
    expect(t.botones).toContain('Ver certificado');
  });

  it('approved below 100 % (admin skipped the order): state and progress agree (issue 16)', () => {
    const adminAprobo = evaluacion({ progress: 54, aprobado: true, porcentaje: 85, intentos: 1 });
    const t = tarjeta(adminAprobo, admin);
    expect(t.texto).toContain('APROBADO');
    expect(t.texto).not.toContain('Completado: 54%');
    expect(t.texto).toContain('Aprobada con el curso al 54%');
    expect(t.botones).toContain('Ver certificado');
    // A learner approved before the course gained lessons: no lock over the approval.
    const cursoCrecio = evaluacion({ ...adminAprobo, accesoBloqueado: true });
    expect(vistaTarjeta(cursoCrecio, estudiante)).toMatchObject({
      estado: 'aprobada',
      bloqueada: false,
      progreso: null,
      aprobadaConCursoAl: 54,
    });
    expect(tarjeta(cursoCrecio, estudiante).texto).not.toContain('Debes completar el curso');
  });

  it("not approved: 'NO APROBADO', feedback but no certificate", () => {
    const t = tarjeta(noAprobada, estudiante);
    expect(t.texto).toContain('NO APROBADO');
    expect(t.botones).toContain('Ver retroalimentación');
    expect(t.botones).not.toContain('Ver certificado');
  });

  it('feedback needs both 100 % and an attempt', () => {
    const conIntentoIncompleta = evaluacion({ progress: 80, intentos: 1 });
    expect(vistaTarjeta(conIntentoIncompleta, admin).verRetroalimentacion).toBe(false);
    expect(vistaTarjeta(noAprobada, estudiante).verRetroalimentacion).toBe(true);
  });

  it('colours come from the evaluation; text is dark on all but the dark one', () => {
    expect(coloresEvaluacion(evaluacion({ colorFondoTarjeta: '#FBDD7B' }))).toEqual({
      fondo: '#FBDD7B',
      texto: '#172559',
    });
    // Issue 16: dark text on every colour but the dark one (4.5:1 or better).
    expect(coloresEvaluacion(evaluacion()).texto).toBe('#172559');
    expect(coloresEvaluacion(evaluacion({ colorFondoTarjeta: '#F7AB0F' })).texto).toBe('#172559');
    expect(coloresEvaluacion(evaluacion({ colorFondoTarjeta: '#172559' })).texto).toBe('#FFFFFF');
  });

  it('take and edit routes differ by the trailing slash', () => {
    expect(rutaRendir('a b')).toBe('/evaluacion/a%20b');
    expect(rutaEditar('a b')).toBe('/evaluacion/a%20b/');
  });
});

describe('card buttons follow the role (spec 6)', () => {
  it('a learner gets none of edit, activate, delete', () => {
    expect(accionesEvaluaciones(estudiante)).toEqual({
      crear: false,
      editar: false,
      eliminar: false,
      desactivar: false,
    });
    const t = tarjeta(pendiente, estudiante);
    expect(t.html).not.toContain('aria-label="Editar');
    expect(t.html).not.toContain('aria-label="Eliminar');
    expect(t.html).not.toContain('role="switch"');
  });

  it('ADMINISTRADOR gets every one', () => {
    const t = tarjeta(pendiente, admin);
    expect(t.html).toContain('aria-label="Editar Evaluación final"');
    expect(t.html).toContain('aria-label="Eliminar Evaluación final"');
    expect(t.html).toContain('aria-label="Evaluación Evaluación final activa"');
  });

  it('each flag alone shows only its own button', () => {
    const soloEditar: RolSesion = {
      nombre: 'Tutor',
      permisos: matrizPermisos(
        (v, op) => v === 'evaluaciones' && ['consultar', 'editar'].includes(op),
      ),
    };
    expect(accionesEvaluaciones(soloEditar)).toEqual({
      crear: false,
      editar: true,
      eliminar: false,
      desactivar: false,
    });
    const t = tarjeta(pendiente, soloEditar);
    expect(t.html).toContain('aria-label="Editar Evaluación final"');
    expect(t.html).not.toContain('aria-label="Eliminar');
    expect(t.html).not.toContain('role="switch"');
  });

  it('an inactive evaluation says so on its card', () => {
    expect(tarjeta(evaluacion({ estado: false }), admin).texto).toContain('Inactiva');
  });
});

describe('spec texts (sections 2 and 8)', () => {
  const es = recursos.es.translation.evaluaciones;

  it('card states, buttons and toasts say what the spec says', () => {
    expect(es.estado).toMatchObject({
      bloqueada: MENSAJES_EVALUACION.bloqueada,
      sinCompletar: 'Sin completar',
      aprobada: 'APROBADO',
      noAprobada: 'NO APROBADO',
    });
    expect(es.lista).toMatchObject({
      completado: 'Completado: {{porcentaje}}%',
      verRetroalimentacion: 'Ver retroalimentación',
      verCertificado: 'Ver certificado',
      agregar: 'Agregar evaluación',
      certificadoDisponible: '¡Certificado disponible!',
    });
    expect(es.errores).toMatchObject({
      cargarLista: MENSAJES_EVALUACION.cargandoLista,
      cargar: MENSAJES_EVALUACION.cargando,
      guardar: MENSAJES_EVALUACION.guardando,
    });
    expect(es.form.campos.nombre).toBe('Titulo');
  });
});
