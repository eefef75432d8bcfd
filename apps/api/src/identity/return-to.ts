/**
 * The path to open after sign-in, or null when the value could leave the dashboard's origin
 * (absolute URLs, protocol-relative `//host`, `/\host` which browsers read as `//host`, control characters).
 */
export function safeReturnTo(value: unknown, publicOrigin: string): string | null {
  if (value === undefined) return '/';
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f]/.test(value)) return null;
  let resolved: URL;
  try {
    resolved = new URL(value, publicOrigin);
  } catch {
    return null;
  }
  if (resolved.origin !== new URL(publicOrigin).origin) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
