import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler, useMatch } from 'react-router-dom';

const useStyles = makeStyles({
  enlace: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  actual: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
  },
});

/** A side-menu link inside the app; marks the current page with aria-current. */
export function EnlaceMenu({
  to,
  children,
  etiqueta,
  onNavegar,
}: {
  to: string;
  children: ReactNode;
  /** Accessible name when the link shows only an icon (the rail). */
  etiqueta?: string;
  onNavegar?(): void;
}) {
  const styles = useStyles();
  const href = useHref(to);
  const navegar = useLinkClickHandler<HTMLAnchorElement>(to);
  const actual = useMatch({ path: to, end: true }) !== null;
  return (
    <a
      href={href}
      aria-label={etiqueta}
      title={etiqueta}
      aria-current={actual ? 'page' : undefined}
      className={mergeClasses(styles.enlace, actual && styles.actual)}
      onClick={(event) => {
        navegar(event);
        onNavegar?.();
      }}
    >
      {children}
    </a>
  );
}
