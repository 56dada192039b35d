import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  leyenda: {
    maxWidth: '90%',
    marginBottom: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    // Opaque enough that white text reads over any frame of the video (about 17:1 on black).
    backgroundColor: 'rgba(0, 0, 0, 0.85)',
    color: '#ffffff',
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    textAlign: 'center',
    whiteSpace: 'pre-line',
  },
});

/**
 * The caption showing now, drawn by the player just above its control bar (`useLeyenda`
 * says why the browser does not draw it), in the language of its track. Nothing when no cue
 * is active.
 */
export function LeyendaSubtitulos({ texto, idioma }: { texto: string; idioma: string }) {
  const styles = useStyles();
  if (!texto) return null;
  return (
    <div className={styles.leyenda} data-testid="leyenda-subtitulos" lang={idioma}>
      {texto}
    </div>
  );
}
