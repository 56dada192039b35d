import { Link } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

/** A Fluent link that navigates inside the app (no full page load). */
export function EnlaceInterno({ to, children }: { to: string; children: ReactNode }) {
  const href = useHref(to);
  const navegar = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Link
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        navegar(event);
      }}
    >
      {children}
    </Link>
  );
}
