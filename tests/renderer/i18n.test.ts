import { describe, expect, it } from 'vitest';
import { ERRORES, MENSAJES_VALIDACION } from '@shared/api';
import { IDIOMAS_INTERFAZ } from '@shared/domain/idiomas';
import { IDIOMA_PREDETERMINADO, IDIOMAS, recursos } from '../../src/renderer/i18n';

type Arbol = { [clave: string]: string | Arbol };

/** Every key as a dotted path with its text. */
function aplanar(arbol: Arbol, prefijo = ''): Map<string, string> {
  const claves = new Map<string, string>();
  for (const [clave, valor] of Object.entries(arbol)) {
    const ruta = prefijo ? `${prefijo}.${clave}` : clave;
    if (typeof valor === 'string') claves.set(ruta, valor);
    else for (const [r, v] of aplanar(valor, ruta)) claves.set(r, v);
  }
  return claves;
}

const variables = (texto: string): string[] =>
  [...texto.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();

const fuente = aplanar(recursos[IDIOMA_PREDETERMINADO].translation);
const otros = Object.entries(recursos).filter(([idioma]) => idioma !== IDIOMA_PREDETERMINADO);

describe('i18n resources', () => {
  it('Spanish is the default and there is at least one other shipped locale', () => {
    expect(IDIOMA_PREDETERMINADO).toBe('es');
    expect(otros.length).toBeGreaterThan(0);
  });

  it('registers exactly the interface languages of the spec (es, en, fr, pt, zh)', () => {
    // Fails while a language is missing from `recursos` (or one not offered is added).
    expect(Object.keys(recursos).sort()).toEqual([...IDIOMAS_INTERFAZ].sort());
    expect(IDIOMAS).toEqual([...IDIOMAS_INTERFAZ]);
  });

  it('has no empty text in any locale', () => {
    for (const [idioma, { translation }] of Object.entries(recursos)) {
      for (const [clave, texto] of aplanar(translation)) {
        expect(texto.trim(), `${idioma}: ${clave}`).not.toBe('');
      }
    }
  });

  describe.each(otros)('locale %s', (_idioma, { translation }) => {
    const traducidas = aplanar(translation);

    it('has every key of Spanish', () => {
      expect([...fuente.keys()].filter((k) => !traducidas.has(k))).toEqual([]);
    });

    it('has no key that Spanish lacks', () => {
      expect([...traducidas.keys()].filter((k) => !fuente.has(k))).toEqual([]);
    });

    it('is translated, not a copy of Spanish (shared words and names aside)', () => {
      // Portuguese shares many words with Spanish (Cursos, Total, Cancelar): about 10 % of
      // its texts are spelt the same. A locale filled with Spanish placeholders is far above.
      const iguales = [...fuente].filter(
        ([clave, texto]) => traducidas.get(clave) === texto && /\p{L}{3,}/u.test(texto),
      );
      expect(iguales.length / fuente.size).toBeLessThan(0.15);
    });

    it('uses the same interpolation variables as Spanish', () => {
      for (const [clave, texto] of fuente) {
        expect(variables(traducidas.get(clave) ?? ''), clave).toEqual(variables(texto));
      }
    });
  });

  it('translates every error code the server answers with, the Spanish being the catalogue', () => {
    const { codigos } = recursos.es.translation;
    expect(Object.keys(codigos).sort()).toEqual(Object.keys(ERRORES).sort());
    for (const [codigo, { mensaje }] of Object.entries(ERRORES)) {
      expect(codigos[codigo as keyof typeof codigos], codigo).toBe(mensaje);
    }
  });

  it('login validation texts are the ones the server uses (spec 5)', () => {
    const { auth } = recursos.es.translation;
    expect(auth.validacion.usuarioRequerido).toBe(MENSAJES_VALIDACION.usuarioRequerido);
    expect(auth.validacion.passwordRequerido).toBe(MENSAJES_VALIDACION.passwordRequerido);
  });
});

describe('spec texts (sections 5 and 8)', () => {
  const { validacion, usuarios, auth, perfil, roles, comun, layout } = recursos.es.translation;

  it('the validation messages are the shared ones the server answers with', () => {
    expect(validacion).toEqual(MENSAJES_VALIDACION);
  });

  it('toasts and dialogs say what the spec says', () => {
    expect(comun.guardadoConExito).toBe('Guardado con Exito');
    expect(usuarios.nuevo.exito).toBe('Nuevo usuario creado');
    expect(usuarios.estado.exito).toBe('Estado de usuario actualizado');
    expect(usuarios.estado.error).toBe('Error: no se cambió el estado de: {{usuario}}');
    expect(usuarios.eliminar.advertencia).toBe(
      'Advertencia: Esta accion es irreversible. ¿Desea continuar?',
    );
    expect(auth.cambiarPassword.exito).toBe('Password Actualizado');
    expect(auth.cambiarPassword.error).toBe('Error actualizando Password');
    expect(auth.restablecer.error).toBe('Error al restablecer la contraseña');
    expect(perfil.errores).toEqual({
      actualInvalida: 'Contraseña actual invalida',
      guardar: 'No se guardaron los datos',
    });
    expect(roles.permisos.titulo).toBe('Lista de permisos para Rol: {{nombre}}');
    expect(layout.notificaciones.vacio).toBe('No tienes notificaciones.');
  });

  it("logging out has one name, 'Cerrar sesión', and one key (issue 16)", () => {
    expect(comun.cerrarSesion).toBe('Cerrar sesión');
    // The toolbar, 'Mi perfil' and the side menu all read comun.cerrarSesion: the old
    // 'Salir' and 'Cerrar Sesión' keys are gone, so no screen can bring them back.
    expect(layout.menu).not.toHaveProperty('salir');
    expect(layout.miPerfil).not.toHaveProperty('cerrarSesion');
  });
});
