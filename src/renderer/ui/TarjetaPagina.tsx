import { Card, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  // Centred public pages (login, signup, connection…): as wide as allowed, roomy padding.
  publica: { width: '100%', padding: tokens.spacingHorizontalXXL, gap: tokens.spacingVerticalL },
  // A page of the signed-in frame drawn as one card (profile, under construction).
  interna: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalL },
  apretada: { gap: tokens.spacingVerticalM },
  a400: { maxWidth: '400px' },
  a440: { maxWidth: '440px' },
  a480: { maxWidth: '480px' },
  a520: { maxWidth: '520px' },
  a560: { maxWidth: '560px' },
  a720: { maxWidth: '720px' },
  a760: { maxWidth: '760px' },
});

/** The few widths page cards use: narrow forms up to the signup and verification pages. */
export type AnchoTarjeta = 400 | 440 | 480 | 520 | 560 | 720 | 760;

/** The card a whole page sits in: one style for every public and one-card page. */
export function TarjetaPagina(props: {
  ancho: AnchoTarjeta;
  variante?: 'publica' | 'interna';
  /** Blocks closer together (spacingVerticalM instead of L). */
  apretada?: boolean;
  role?: string;
  className?: string;
  children?: ReactNode;
}) {
  const styles = useStyles();
  const clase = mergeClasses(
    styles[props.variante ?? 'publica'],
    styles[`a${props.ancho}`],
    props.apretada ? styles.apretada : undefined,
    props.className,
  );
  return (
    <Card className={clase} role={props.role}>
      {props.children}
    </Card>
  );
}
