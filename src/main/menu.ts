import { Menu, type MenuItemConstructorOptions } from 'electron';

/**
 * A menu of local actions only. Electron's default menu has a Help section that opens
 * electronjs.org pages; an app for training-centre PCs (and kiosks) must not offer that.
 * Developer tools only outside a packaged build.
 */
export function installMenu(options: { isPackaged: boolean }): void {
  const view: MenuItemConstructorOptions[] = [
    { role: 'reload', label: 'Recargar' },
    { role: 'resetZoom', label: 'Tamaño real' },
    { role: 'zoomIn', label: 'Ampliar' },
    { role: 'zoomOut', label: 'Reducir' },
    { type: 'separator' },
    { role: 'togglefullscreen', label: 'Pantalla completa' },
  ];
  if (!options.isPackaged)
    view.push({ role: 'toggleDevTools', label: 'Herramientas de desarrollo' });
  const template: MenuItemConstructorOptions[] = [
    ...(process.platform === 'darwin' ? [{ role: 'appMenu' } as const] : []),
    { label: 'Archivo', submenu: [{ role: 'quit', label: 'Salir' }] },
    { role: 'editMenu', label: 'Edición' },
    { label: 'Ver', submenu: view },
    { role: 'windowMenu', label: 'Ventana' },
  ];
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}
