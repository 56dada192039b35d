/** A push-pin drawn inline (ui/iconos has none); decorative, its holder carries the name. */
export function IconoPin() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="10" cy="7" r="4" />
      <path d="M6 11h8M10 11v7" />
    </svg>
  );
}
