import { readFileSync } from 'node:fs';
import { kioskoSchema, type Kiosko } from '@shared/bridge';

/** A shared PC is an ordinary window until an admin turns kiosk mode on. */
export const KIOSKO_PREDETERMINADO: Kiosko = {
  activo: false,
  inactividadSegundos: 300,
  cuentaRegresivaSegundos: 30,
  permitirEnlacesExternos: false,
};

export interface OpcionesConfiguracionKiosko {
  /** `process.argv` in the app: `--kiosk` and `--inactividad=<s>` are looked for anywhere. */
  argv: readonly string[];
  /** `<userData>/kiosko.json`; a missing file simply means "no settings". */
  rutaArchivo: string;
  /** Told when a setting was ignored, so an admin can find out why the kiosk behaves so. */
  aviso?: (mensaje: string) => void;
}

type Parcial = Partial<Kiosko>;

/**
 * The kiosk settings of this installation, resolved once: the command line wins over
 * kiosko.json, which wins over the defaults. Resolved once because the window is built
 * from them at start-up and cannot change to or from kiosk afterwards.
 */
export class ConfiguracionKiosko {
  private resuelta: Kiosko | null = null;
  private readonly aviso: (mensaje: string) => void;

  constructor(private readonly opciones: OpcionesConfiguracionKiosko) {
    this.aviso = opciones.aviso ?? (() => undefined);
  }

  config(): Kiosko {
    this.resuelta ??= kioskoSchema.parse({
      ...KIOSKO_PREDETERMINADO,
      ...this.leerArchivo(),
      ...leerArgumentos(this.opciones.argv, this.aviso),
    });
    return { ...this.resuelta };
  }

  /**
   * Each valid field is used and each invalid one falls back to its default, so one typo
   * does not silently switch a shared PC out of kiosk mode. JSON that does not parse at all
   * gives the defaults; either way the notice says so.
   */
  private leerArchivo(): Parcial {
    const ruta = this.opciones.rutaArchivo;
    let texto: string;
    try {
      texto = readFileSync(ruta, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        this.aviso(`No se pudo leer ${ruta}: se usa la configuración de quiosco predeterminada.`);
      }
      return {};
    }
    let datos: unknown;
    try {
      datos = JSON.parse(texto);
    } catch {
      this.aviso(
        `${ruta} no es un JSON válido: se usa la configuración de quiosco predeterminada.`,
      );
      return {};
    }
    if (!datos || typeof datos !== 'object' || Array.isArray(datos)) {
      this.aviso(
        `${ruta} debe ser un objeto JSON: se usa la configuración de quiosco predeterminada.`,
      );
      return {};
    }
    const validos: Record<string, unknown> = {};
    const forma = kioskoSchema.shape;
    for (const [clave, valor] of Object.entries(datos)) {
      if (!Object.hasOwn(forma, clave)) {
        this.aviso(`${ruta}: se ignora la opción desconocida «${clave}».`);
        continue;
      }
      const campo = forma[clave as keyof Kiosko].safeParse(valor);
      if (campo.success) validos[clave] = campo.data;
      else this.aviso(`${ruta}: el valor de «${clave}» no es válido; se usa el predeterminado.`);
    }
    return validos as Parcial;
  }
}

/** `--kiosk` turns kiosk mode on; `--inactividad=<s>` sets the idle seconds (0: never). */
export function leerArgumentos(
  argv: readonly string[],
  aviso: (mensaje: string) => void = () => undefined,
): Parcial {
  const resultado: Parcial = {};
  for (const argumento of argv) {
    if (argumento === '--kiosk') resultado.activo = true;
    const inactividad = /^--inactividad=(.*)$/.exec(argumento);
    if (!inactividad) continue;
    const valor = inactividad[1] ?? '';
    const segundos = /^\d+$/.test(valor) ? Number(valor) : Number.NaN;
    if (Number.isSafeInteger(segundos)) resultado.inactividadSegundos = segundos;
    else aviso(`--inactividad=${valor} no es un número de segundos: se ignora.`);
  }
  return resultado;
}
