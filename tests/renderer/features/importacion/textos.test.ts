import { describe, expect, it } from 'vitest';
import { recursos } from '../../../../src/renderer/i18n';

type Arbol = { [clave: string]: string | Arbol };

function claves(arbol: Arbol, prefijo = ''): Map<string, string> {
  const todas = new Map<string, string>();
  for (const [clave, valor] of Object.entries(arbol)) {
    const ruta = prefijo ? `${prefijo}.${clave}` : clave;
    if (typeof valor === 'string') todas.set(ruta, valor);
    else for (const [r, v] of claves(valor, ruta)) todas.set(r, v);
  }
  return todas;
}

const variables = (texto: string) =>
  [...texto.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each(['importacion', 'usuarios'] as const)('%s texts in Spanish and English', (ns) => {
  const es = claves(recursos.es.translation[ns]);
  const en = claves(recursos.en.translation[ns]);

  it('have the same keys and the same variables', () => {
    expect([...en.keys()].sort()).toEqual([...es.keys()].sort());
    for (const [clave, texto] of es)
      expect(variables(en.get(clave) ?? ''), clave).toEqual(variables(texto));
  });

  it('are translated, not copied (beyond words both languages share)', () => {
    const iguales = [...es].filter(([clave, texto]) => en.get(clave) === texto).map(([c]) => c);
    const compartidas = iguales.filter((c) => !/(email|Email)$/.test(es.get(c) ?? ''));
    expect(compartidas.length).toBeLessThan(es.size / 10);
  });
});

describe('the labels issue 8 names', () => {
  const { usuarios, importacion } = recursos.es.translation;
  it('are the exact Spanish texts', () => {
    expect(usuarios.cabecera).toEqual({
      importar: 'Importar usuarios',
      exportar: 'Exportar CSV',
      historial: 'Historial de importaciones',
    });
    expect(usuarios.filtros.todosLosRoles).toBe('Todos los roles');
    expect(usuarios.seleccion.pagina).toBe('Seleccionar página');
    expect(usuarios.seleccion.quitar).toBe('Quitar selección');
    expect(importacion.conteos).toEqual({
      nuevo: 'Nuevos',
      actualizado: 'Actualizados',
      sinCambios: 'Sin cambios',
      error: 'Errores',
    });
    expect(importacion.progreso.hash).toBe('Preparando contraseñas…');
    expect(importacion.progreso.escritura).toBe('Guardando usuarios…');
    expect(importacion.vista.importar).toBe('Importar');
  });
});
