/**
 * Where the desktop window may go. Pure functions so the rules are tested in Node; the
 * window glue applies them to Electron's navigation and window-open events.
 */

/** The origin of a URL, or null when it does not parse. */
export function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** True when `url` is on exactly `origin` (scheme, host and port); the embedded server's. */
export function isSameOrigin(url: string, origin: string): boolean {
  const actual = originOf(url);
  return actual !== null && actual !== 'null' && actual === originOf(origin);
}

/**
 * True for links that may be handed to the system browser: http and https only, so a page
 * can never make the OS open `file:`, `smb:` or a custom protocol handler.
 */
export function isExternalWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
