import type { Services } from '../services';

/**
 * One instance of an in-process cache per server's services, made on first use: tests run
 * several servers (and databases) in one process, and a cache must never answer for another.
 */
export function unaPorServicios<T>(crear: (services: Services) => T): (services: Services) => T {
  const instancias = new WeakMap<Services, T>();
  return (services) => {
    let instancia = instancias.get(services);
    if (!instancia) {
      instancia = crear(services);
      instancias.set(services, instancia);
    }
    return instancia;
  };
}
