import { contextBridge, ipcRenderer } from 'electron';
import { buildBridge } from './buildBridge';

// Sandboxed preload: the only thing the page gets is `window.platform`, with one function
// per bridge capability. No ipcRenderer, no generic invoke.
contextBridge.exposeInMainWorld(
  'platform',
  buildBridge((channel, ...args) => ipcRenderer.invoke(channel, ...args)),
);
