import { useEffect, useState } from 'react';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { DURACION_CONTADOR_MS, valorContador } from './informes';

/**
 * A number that counts up from 0 to `final` over two seconds (spec: the counters animate
 * 2 seconds), restarting when `final` or `clave` changes. With prefers-reduced-motion the
 * final value shows at once.
 */
export function useCuentaAscendente(final: number, decimales = 0, clave: unknown = null): number {
  const reducido = useMediaQuery('(prefers-reduced-motion: reduce)');
  // The time counted belongs to one count (final and clave): a new count starts from 0.
  const [cuenta, setCuenta] = useState({ final, clave, transcurrido: 0 });
  useEffect(() => {
    if (reducido) return;
    const inicio = performance.now();
    let cuadro = 0;
    const paso = (ahora: number) => {
      const transcurrido = ahora - inicio;
      setCuenta({ final, clave, transcurrido });
      if (transcurrido < DURACION_CONTADOR_MS) cuadro = requestAnimationFrame(paso);
    };
    cuadro = requestAnimationFrame(paso);
    return () => cancelAnimationFrame(cuadro);
  }, [final, reducido, clave]);
  if (reducido) return final;
  const propia = cuenta.final === final && cuenta.clave === clave;
  return valorContador(final, propia ? cuenta.transcurrido : 0, decimales);
}
