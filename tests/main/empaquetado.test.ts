import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, matchesGlob } from 'node:path';
import { fileURLToPath } from 'node:url';
// electron-builder's own check of a configuration (its JSON schema), the one `npm run dist`
// runs first; reached by path because electron-builder does not re-export it.
import { validateConfiguration } from 'app-builder-lib/out/util/config/config';
import { DebugLogger } from 'builder-util';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

/**
 * electron-builder cannot run here (it downloads Electron and the packaging tools), so the
 * configuration is checked instead: valid for electron-builder, the targets and names the
 * issue asks for, and every file it points at present, so a packaging machine only needs
 * network, not fixes.
 */

const raiz = fileURLToPath(new URL('../../', import.meta.url));
const RUTA_CONFIG = 'build/electron-builder.yml';

interface Destino {
  target: string;
  arch?: string[];
}
interface Copia {
  from: string;
  to: string;
}
interface Config {
  appId: string;
  productName: string;
  directories: { output: string };
  files: string[];
  extraResources: Copia[];
  asarUnpack: string[];
  npmRebuild: boolean;
  linux: { target: string[]; category: string; maintainer: string; icon: string };
  win: { target: Destino[]; icon: string };
  nsis: Record<string, unknown>;
}

const texto = readFileSync(join(raiz, RUTA_CONFIG), 'utf8');
// The test's own view of the file; the schema check below holds it to electron-builder's.
const config = parse(texto) as Config;
const paquete = JSON.parse(readFileSync(join(raiz, 'package.json'), 'utf8')) as {
  main: string;
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
};

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function tamanoPng(ruta: string): { ancho: number; alto: number } {
  const bytes = readFileSync(ruta);
  const firma = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  expect([...bytes.subarray(0, 8)], `${ruta} no es un PNG`).toEqual(firma);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { ancho: bytes.readUInt32BE(16), alto: bytes.readUInt32BE(20) };
}

describe('build/electron-builder.yml', () => {
  it("passes electron-builder's own configuration check", async () => {
    await expect(
      validateConfiguration(
        config as unknown as Parameters<typeof validateConfiguration>[0],
        new DebugLogger(false),
      ),
    ).resolves.toBeUndefined();
  });

  it('names the app in Spanish with a fixed app id, and writes to dist/', () => {
    expect(config.appId).toBe('co.gov.contenidoformativo.app');
    expect(config.productName).toBe('Contenido Formativo');
    expect(config.directories.output).toBe('dist');
  });

  it('builds AppImage and deb for Linux and an NSIS installer for Windows', () => {
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.linux.category).toBe('Education');
    // deb refuses to build without a maintainer's name and email.
    expect(config.linux.maintainer).toMatch(/^[^<]+ <[^@\s]+@[^>\s]+>$/);
    expect(config.win.target.map((t) => t.target)).toEqual(['nsis']);
  });

  it('makes an NSIS installer with steps, per user, folder of choice, in Spanish', () => {
    expect(config.nsis).toMatchObject({
      oneClick: false,
      perMachine: false,
      allowToChangeInstallationDirectory: true,
      installerLanguages: ['es_ES'],
    });
  });

  it('packs what electron-vite builds plus package.json, and no sources or tests', () => {
    expect(config.files).toEqual(expect.arrayContaining(['out/**', 'package.json']));
    expect(config.files).toEqual(expect.arrayContaining(['!src/**', '!tests/**']));
    // The entry point Electron starts must be inside what is packed (out/ is made by the build).
    expect(paquete.main.startsWith('out/')).toBe(true);
    const vite = readFileSync(join(raiz, 'electron.vite.config.ts'), 'utf8');
    expect(vite).toContain("'src/main/index.ts'");
  });

  it('ships the resources the server reads at run time, and they exist in the repo', () => {
    expect(config.extraResources).toEqual([
      { from: 'resources/demo', to: 'resources/demo' },
      { from: 'resources/certificado', to: 'resources/certificado' },
    ]);
    for (const { from } of config.extraResources) {
      expect(statSync(join(raiz, from)).isDirectory(), from).toBe(true);
      expect(readdirSync(join(raiz, from)).length, from).toBeGreaterThan(0);
    }
    // The files the server looks for to recognise each folder (sembrar.ts, fondo.ts).
    expect(existsSync(join(raiz, 'resources/demo/video-demo.mp4'))).toBe(true);
    expect(existsSync(join(raiz, 'resources/certificado/fondo.png'))).toBe(true);
    // No per-developer binary folder (resources/native, from the Electron-rebuild days).
    expect(texto).not.toMatch(/^\s*-?\s*from:\s*resources\/native/m);
  });

  it('ships the prebuilt better-sqlite3 binaries as they are, outside the asar archive', () => {
    expect(paquete.dependencies['better-sqlite3']).toBeDefined();
    // Node-API: the binary npm installed is the one Electron loads, nothing to rebuild.
    expect(config.npmRebuild).toBe(false);
    expect(config.asarUnpack).toContain('node_modules/better-sqlite3/**/*.node');
    // The binaries of both targets (Linux and Windows, x64) are in the package, packed and
    // unpacked from asar: matched by asarUnpack and by no exclusion of `files`.
    const exclusiones = config.files.filter((f) => f.startsWith('!')).map((f) => f.slice(1));
    for (const binario of ['linux-x64.node', 'win32-x64.node']) {
      const ruta = `node_modules/better-sqlite3/prebuilds/${binario}`;
      expect(existsSync(join(raiz, ruta)), ruta).toBe(true);
      expect(
        config.asarUnpack.some((g) => matchesGlob(ruta, g)),
        ruta,
      ).toBe(true);
      expect(
        exclusiones.filter((g) => matchesGlob(ruta, g)),
        ruta,
      ).toEqual([]);
    }
  });

  it('points at PNG icons of the declared sizes', () => {
    const carpeta = join(raiz, config.linux.icon);
    const nombres = readdirSync(carpeta).filter((n) => n.endsWith('.png'));
    expect(nombres.sort()).toEqual(['256x256.png', '512x512.png']);
    for (const nombre of nombres) {
      const [ancho, alto] = nombre.replace('.png', '').split('x').map(Number);
      expect(tamanoPng(join(carpeta, nombre)), nombre).toEqual({ ancho, alto });
    }
    // Windows: electron-builder makes the .ico from a PNG of at least 256 × 256.
    expect(tamanoPng(join(raiz, config.win.icon))).toEqual({ ancho: 512, alto: 512 });
  });

  it('is what `npm run dist` builds with, after the app itself', () => {
    expect(paquete.scripts.dist).toBe(
      `electron-vite build && electron-builder --config ${RUTA_CONFIG}`,
    );
  });
});
