import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { MenuCompacto } from './MenuCompacto';
import { MenuCompleto } from './MenuCompleto';
import { useDatosMenu } from './useDatosMenu';

/**
 * The left side menu of spec 2, Layout, full or as an icon rail. Which sections are open
 * lives here, so switching between the two forms keeps it.
 */
export function MenuLateral({ compacto, onNavegar }: { compacto: boolean; onNavegar?(): void }) {
  const datos = useDatosMenu();
  const { pathname } = useLocation();
  const [cursos, setCursos] = useState(true);
  // Open at start when the current page is one of its entries.
  const [configuracion, setConfiguracion] = useState(() =>
    datos.configuracion.some((e) => pathname.startsWith(e.ruta)),
  );
  if (compacto) return <MenuCompacto datos={datos} onNavegar={onNavegar} />;
  const abiertas = {
    cursos,
    configuracion,
    alternar: (seccion: 'cursos' | 'configuracion') =>
      seccion === 'cursos' ? setCursos((v) => !v) : setConfiguracion((v) => !v),
  };
  return <MenuCompleto datos={datos} abiertas={abiertas} onNavegar={onNavegar} />;
}
