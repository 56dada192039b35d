import { describe, expect, it } from 'vitest';
import i18n, { IDIOMAS, cargarIdioma } from '../../../src/renderer/i18n';

describe('languages fetched on demand (issue 18)', () => {
  it('starts with Spanish alone and fetches another language before switching to it', async () => {
    expect(IDIOMAS).toEqual(['es', 'en', 'fr', 'pt', 'zh']);
    expect(i18n.hasResourceBundle('es', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('zh', 'translation')).toBe(false);
    await i18n.changeLanguage('zh');
    expect(i18n.hasResourceBundle('zh', 'translation')).toBe(true);
    expect(i18n.t('comun.cargando')).toBe('加载中…');
    await i18n.changeLanguage('es');
    expect(i18n.t('comun.cargando')).toBe('Cargando…');
  });

  it('fetches a language without switching to it', async () => {
    await cargarIdioma('pt');
    expect(i18n.language).toBe('es');
    expect(i18n.getFixedT('pt')('comun.cargando')).toBe('Carregando…');
  });
});
