import { makeStyles, tokens } from '@fluentui/react-components';

/** The side menu's styles, shared by its full and icon-rail forms. */
export const useEstilosMenu = makeStyles({
  menu: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalS,
    boxSizing: 'border-box',
    height: '100%',
    backgroundColor: tokens.colorNeutralBackground1,
    overflowY: 'auto',
  },
  completo: { width: '248px' },
  compacto: { width: '60px', alignItems: 'center' },
  marca: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, padding: '4px' },
  logo: { width: '36px', height: '36px', flexShrink: 0 },
  nombreApp: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
  rol: { padding: `0 ${tokens.spacingHorizontalS}`, color: tokens.colorNeutralForeground3 },
  seccion: { display: 'flex', flexDirection: 'column', gap: '2px' },
  encabezado: { justifyContent: 'flex-start', width: '100%' },
  lista: { margin: 0, padding: `0 0 0 ${tokens.spacingHorizontalM}`, listStyleType: 'none' },
  vacio: { padding: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3 },
  pie: { marginTop: 'auto' },
  progreso: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: `0 ${tokens.spacingHorizontalS}`,
  },
});
