import { useEffect, useState } from 'react';
import type { ToasterReal } from './toasterReal';
import { registrarMontaje } from './toasts';

interface Montado {
  Componente: typeof ToasterReal;
  listo(): void;
}

/**
 * Where the app's Toaster goes (app/providers.tsx): a live region from the start (see
 * toasterReal.tsx), and the Toaster itself once the first toast fetched it (ui/toasts.ts).
 */
export function ToasterBajoDemanda() {
  const [region, setRegion] = useState<HTMLElement | null>(null);
  const [montado, setMontado] = useState<Montado | null>(null);
  useEffect(() => registrarMontaje((Componente, listo) => setMontado({ Componente, listo })), []);
  return (
    <>
      <div ref={setRegion} aria-live="polite" />
      {montado ? <montado.Componente region={region} onMontado={montado.listo} /> : null}
    </>
  );
}
