/** The frame that sent an IPC message, as far as the bridge needs to know it. */
export interface IpcSenderFrame {
  url: string;
}

/** What a handler receives as its event: enough to tell who is asking. */
export interface IpcInvokeEventLike {
  /** Null when the frame navigated away or was destroyed before the handler ran. */
  senderFrame: IpcSenderFrame | null;
}

/**
 * The part of Electron's `ipcMain` the bridge uses. Electron's `ipcMain` satisfies it; tests
 * pass a plain object, so handlers run in Node without Electron (as in Bruno's bruno-sqlite).
 */
export interface IpcMainLike {
  handle(
    channel: string,
    listener: (event: IpcInvokeEventLike, ...args: unknown[]) => unknown,
  ): void;
  removeHandler(channel: string): void;
}
