import type { ReactNode } from 'react';

/**
 * A few line icons drawn inline (@fluentui/react-icons is not a dependency of the project).
 * Decorative: the control that holds one carries the accessible name.
 */
function Icono({ children }: { children: ReactNode }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const IconoMenu = () => (
  <Icono>
    <path d="M3 5h14M3 10h14M3 15h14" />
  </Icono>
);
export const IconoPantallaCompleta = () => (
  <Icono>
    <path d="M3 7V3h4M13 3h4v4M17 13v4h-4M7 17H3v-4" />
  </Icono>
);
export const IconoCampana = () => (
  <Icono>
    <path d="M5 14V9a5 5 0 0 1 10 0v5l1.5 1.5h-13zM8.5 17.5a1.8 1.8 0 0 0 3 0" />
  </Icono>
);
export const IconoCerrar = () => (
  <Icono>
    <path d="M5 5l10 10M15 5L5 15" />
  </Icono>
);
export const IconoIzquierda = () => (
  <Icono>
    <path d="M12.5 4L6.5 10l6 6" />
  </Icono>
);
export const IconoDerecha = () => (
  <Icono>
    <path d="M7.5 4l6 6-6 6" />
  </Icono>
);
export const IconoSalir = () => (
  <Icono>
    <path d="M8 4H4v12h4M12 6l4 4-4 4M16 10H8" />
  </Icono>
);
export const IconoEngranaje = () => (
  <Icono>
    <circle cx="10" cy="10" r="2.5" />
    <path d="M10 2.5v2M10 15.5v2M2.5 10h2M15.5 10h2M4.7 4.7l1.4 1.4M13.9 13.9l1.4 1.4M4.7 15.3l1.4-1.4M13.9 6.1l1.4-1.4" />
  </Icono>
);
export const IconoLibro = () => (
  <Icono>
    <path d="M3 4.5C5.5 3.5 8 3.5 10 5c2-1.5 4.5-1.5 7-.5V16c-2.5-1-5-1-7 .5-2-1.5-4.5-1.5-7-.5zM10 5v11.5" />
  </Icono>
);
export const IconoPersonas = () => (
  <Icono>
    <circle cx="7.5" cy="7" r="2.8" />
    <path d="M2.5 16.5c.6-2.8 2.6-4.3 5-4.3s4.4 1.5 5 4.3M13 4.6a2.6 2.6 0 0 1 0 5M14.5 12.4c1.6.5 2.7 1.9 3 4.1" />
  </Icono>
);
export const IconoLlave = () => (
  <Icono>
    <circle cx="6.5" cy="13.5" r="3" />
    <path d="M8.7 11.3L16 4M13.5 6.5l2 2M11.5 8.5l1.5 1.5" />
  </Icono>
);
export const IconoEditar = () => (
  <Icono>
    <path d="M4 16l.8-3.2L13.5 4l2.5 2.5-8.7 8.7zM12 5.5L14.5 8" />
  </Icono>
);
export const IconoBorrar = () => (
  <Icono>
    <path d="M4 6h12M8 6V4h4v2M5.5 6l.8 10h7.4l.8-10M8.5 9v4.5M11.5 9v4.5" />
  </Icono>
);
export const IconoAgregar = () => (
  <Icono>
    <path d="M10 4v12M4 10h12" />
  </Icono>
);
export const IconoPlay = () => (
  <Icono>
    <path d="M6 4l10 6-10 6z" />
  </Icono>
);
export const IconoCheck = () => (
  <Icono>
    <path d="M4 10.5l4 4 8-9" />
  </Icono>
);
export const IconoSubir = () => (
  <Icono>
    <path d="M10 14V4M6 8l4-4 4 4M4 16h12" />
  </Icono>
);
export const IconoDescargar = () => (
  <Icono>
    <path d="M10 4v10M6 10l4 4 4-4M4 16h12" />
  </Icono>
);
export const IconoBiblioteca = () => (
  <Icono>
    <path d="M4 3.5v13M7.5 3.5v13M11 4l3.8 12.3M3 16.5h14" />
  </Icono>
);
export const IconoPausa = () => (
  <Icono>
    <path d="M7 4v12M13 4v12" />
  </Icono>
);
export const IconoDetener = () => (
  <Icono>
    <rect x="5" y="5" width="10" height="10" rx="1" />
  </Icono>
);
export const IconoCandado = () => (
  <Icono>
    <rect x="4.5" y="9" width="11" height="8" rx="1.5" />
    <path d="M7 9V6.5a3 3 0 0 1 6 0V9" />
  </Icono>
);
export const IconoMeGusta = () => (
  <Icono>
    <path d="M6 9v8H3V9zM6 9l3.5-6c1.4 0 2 1 1.7 2.3L10.5 8H16a1.5 1.5 0 0 1 1.4 1.9l-1.8 6A1.5 1.5 0 0 1 14.2 17H6" />
  </Icono>
);
export const IconoNoMeGusta = () => (
  <Icono>
    <path d="M6 11V3H3v8zM6 11l3.5 6c1.4 0 2-1 1.7-2.3L10.5 12H16a1.5 1.5 0 0 0 1.4-1.9l-1.8-6A1.5 1.5 0 0 0 14.2 3H6" />
  </Icono>
);
export const IconoComentarios = () => (
  <Icono>
    <path d="M3 4h14v9H8l-4 3v-3H3z" />
  </Icono>
);
