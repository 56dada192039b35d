/**
 * One value per database handle, made on first use: for in-process memories of facts that
 * never change once written (a stored file's measure, a first opening), which need no
 * version, only to never answer for another database (tests run several in one process).
 */
export function unoPorBase<T>(crear: () => T): (db: object) => T {
  const instancias = new WeakMap<object, T>();
  return (db) => {
    let instancia = instancias.get(db);
    if (instancia === undefined) {
      instancia = crear();
      instancias.set(db, instancia);
    }
    return instancia;
  };
}
