import { describe, expect, it } from 'vitest';
import i18n from '../../../../src/renderer/i18n';
import { HojaCredenciales } from '../../../../src/renderer/features/importacion/components/HojaCredenciales';
import { ResultadoDeshacer } from '../../../../src/renderer/features/importacion/components/ResultadoDeshacer';
import { TablaLotes } from '../../../../src/renderer/features/importacion/components/TablaLotes';
import {
  esTerminal,
  etiquetaFase,
  filasAplicables,
  fraccionProgreso,
  pasoDeLote,
  rutaCredenciales,
  textoResultadoLote,
} from '../../../../src/renderer/features/importacion/lote';
import { renderizar, texto, textos } from '../evaluaciones/render';
import { lote } from './fixtures';

const t = i18n.getFixedT('es');
const nada = () => undefined;

describe('a batch decides the wizard step and its texts', () => {
  it('no batch: choose; validated: preview; running: progress; anything else: result', () => {
    expect(pasoDeLote(null)).toBe('elegir');
    expect(pasoDeLote({ estado: 'validado' })).toBe('vista');
    expect(pasoDeLote({ estado: 'en_curso' })).toBe('progreso');
    for (const estado of ['completado', 'cancelado', 'fallido', 'deshecho'] as const) {
      expect(pasoDeLote({ estado })).toBe('resultado');
      expect(esTerminal(estado)).toBe(true);
    }
    expect(esTerminal('en_curso')).toBe(false);
    expect(esTerminal('validado')).toBe(false);
  });

  it('rows a mode applies: the new ones, plus the changed ones when updating', () => {
    const l = lote();
    expect(filasAplicables(l, 'soloNuevos')).toBe(3);
    expect(filasAplicables(l, 'nuevosYActualizar')).toBe(5);
    expect(
      filasAplicables(
        lote({ conteo: { nuevo: 0, actualizado: 4, sinCambios: 0, error: 2 } }),
        'soloNuevos',
      ),
    ).toBe(0);
  });

  it('progress label by phase, and a fraction that never leaves 0–1', () => {
    expect(etiquetaFase('hash', t)).toBe('Preparando contraseñas…');
    expect(etiquetaFase('escritura', t)).toBe('Guardando usuarios…');
    expect(etiquetaFase(null, t)).toBe('Iniciando…');
    expect(fraccionProgreso({ procesadas: 0, aplicar: 0 })).toBe(0);
    expect(fraccionProgreso({ procesadas: 5, aplicar: 10 })).toBe(0.5);
    expect(fraccionProgreso({ procesadas: 12, aplicar: 10 })).toBe(1);
  });

  it('the result headline of each final state', () => {
    expect(
      textoResultadoLote(lote({ estado: 'completado', creados: 9998, actualizados: 2 }), t),
    ).toBe('Importación completada: 9998 creados, 2 actualizados');
    expect(textoResultadoLote(lote({ estado: 'deshecho', deshechos: 1 }), t)).toBe(
      'Importación deshecha: se eliminó 1 usuario.',
    );
  });

  it('the printable credentials route', () => {
    expect(rutaCredenciales('abc')).toBe('/usuarios/importaciones/abc/credenciales');
  });
});

describe('import history', () => {
  const lotes = [
    lote({
      id: 'l1',
      estado: 'completado',
      creados: 3,
      actualizados: 2,
      credencialesPendientes: 2,
    }),
    lote({ id: 'l2', estado: 'deshecho', creados: 3, actualizados: 0, deshechos: 3 }),
    lote({ id: 'l3', estado: 'validado', archivoNombre: 'otro.csv' }),
  ];
  const tabla = (puedeDeshacer: boolean) =>
    renderizar(
      <TablaLotes
        lotes={lotes}
        puedeDeshacer={puedeDeshacer}
        descargando={false}
        onDeshacer={nada}
        onCredenciales={nada}
      />,
    );

  it('date, who, file, state, counts; undo on completed ones, credentials when pending', () => {
    const filas = textos(tabla(true), 'tr').slice(1);
    expect(filas[0]).toMatch(
      /^\d\d\/03\/26 \d\d:30:00 Admin Uno aprendices\.csv Completado 3 creados, 2 actualizados Deshacer Descargar credenciales$/,
    );
    expect(filas[1]).toContain('Deshecho 3 creados, 0 actualizados; 3 deshechos');
    expect(filas[1]).not.toContain('Deshacer');
    expect(filas[2]).toContain(
      'otro.csv Validado 3 nuevos, 2 actualizados, 1 sin cambios, 1 errores',
    );
  });

  it('no undo without usuarios/eliminar', () => {
    expect(textos(tabla(false), 'button')).toEqual(['Descargar credenciales']);
  });

  it('the undo report: deleted, and the kept ones with their reason', () => {
    const html = renderizar(
      <ResultadoDeshacer
        resultado={{
          ok: true,
          data: lote({ estado: 'deshecho' }),
          eliminados: 2,
          conservados: [{ email: 'ana@sena.co', motivo: 'Ya inició sesión.' }],
        }}
      />,
    );
    expect(texto(html)).toContain('Se eliminaron 2 usuarios.');
    expect(texto(html)).toContain('Se conservó 1 usuario:');
    expect(textos(html, 'li')).toEqual(['ana@sena.co — Ya inició sesión.']);
  });
});

describe('printable credentials', () => {
  it('email, name and password per user', () => {
    const html = renderizar(
      <HojaCredenciales
        credenciales={[{ email: 'ana@sena.co', nombre: 'Ana Díaz', password: 'Kp7-x2Qm' }]}
      />,
    );
    expect(textos(html, 'tr')).toEqual([
      'Email Nombre Contraseña',
      'ana@sena.co Ana Díaz Kp7-x2Qm',
    ]);
  });

  it('says so when nothing is pending', () => {
    expect(texto(renderizar(<HojaCredenciales credenciales={[]} />))).toContain(
      'No hay credenciales pendientes',
    );
  });
});
