// §5, DESIGN "Errors": a field error with a JSON-pointer path, as problem+json reports it.
export type ValidationError = { path: string; message: string };

export type Result<T> = { ok: true; value: T } | { ok: false; errors: ValidationError[] };

// RFC 6901: escape a key for use inside a JSON pointer.
export function pointerSegment(key: string | number): string {
  return String(key).replaceAll('~', '~0').replaceAll('/', '~1');
}

// §5, DESIGN "Errors": a JSON pointer from path keys, e.g. /rules/2/role.
export function pointer(...keys: readonly (string | number)[]): string {
  return keys.map((key) => `/${pointerSegment(key)}`).join('');
}
