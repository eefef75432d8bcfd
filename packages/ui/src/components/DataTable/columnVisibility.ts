export type ColumnVisibility = Record<string, boolean>;

const storageKey = (key: string) => `cuadre:columns:${key}`;

/** Reads the visibility a user chose for a table; anything unreadable counts as no choice. */
export function readColumnVisibility(storage: Pick<Storage, 'getItem'> | undefined, key: string): ColumnVisibility {
  try {
    const raw = storage?.getItem(storageKey(key));
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
    );
  } catch {
    return {};
  }
}

export function writeColumnVisibility(
  storage: Pick<Storage, 'setItem'> | undefined,
  key: string,
  visibility: ColumnVisibility,
): void {
  try {
    storage?.setItem(storageKey(key), JSON.stringify(visibility));
  } catch {
    // Storage may be full or blocked (private mode); the choice then lasts for the session only.
  }
}
