import { useEffect, useState } from 'react';

/** The value once it stopped changing for `ms` (spec 9: filter debounce 500 ms). */
export function useDebounce<T>(valor: T, ms: number): T {
  const [estable, setEstable] = useState(valor);
  useEffect(() => {
    const id = window.setTimeout(() => setEstable(valor), ms);
    return () => window.clearTimeout(id);
  }, [valor, ms]);
  return estable;
}
