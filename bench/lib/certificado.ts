import type { EntradaPdfCertificado } from '../../src/server/modules/certificados/pdf/generar';
import { CERTIFICADO } from '../../src/shared/domain/evaluaciones';

/** The i-th certificate of the benches: long and short names alternate, as in a course. */
export function entradaCertificado(i: number): EntradaPdfCertificado {
  const codigo = `BENC-${String(i).padStart(4, '0')}-XYZW`;
  return {
    numero: i + 1,
    codigoVerificacion: codigo,
    urlVerificacion: `https://formacion.example.org/verificar/${codigo}`,
    emitidoEn: new Date(Date.UTC(2026, 10, 21, 15, 0, i % 60)).toISOString(),
    datos: {
      nombre: `Persona ${i}`,
      apellidos: i % 2 ? 'Peña Gómez' : 'de la Santísima Trinidad Fernández-Villavicencio',
      tipoIdentificacion: 'Cédula de ciudadanía',
      identificacion: String(10_000_000 + i),
      curso: { codigo: 'DEMO-01', nombre: 'Competencias digitales básicas' },
      evaluacion: { codigo: 'EVAL-DEMO-01', nombre: 'Evaluación final' },
      puntaje: 100,
      horas: CERTIFICADO.horas,
      estrategia: CERTIFICADO.estrategia,
    },
  };
}
