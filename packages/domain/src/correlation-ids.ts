// §9: processed correlation ids are kept at most this many and this long.
export const PROCESSED_IDS_LIMIT = 50;
export const PROCESSED_ID_TTL_MS = 300_000;
export const PROCESSED_IDS_STORAGE_KEY = 'cuadre.processedCorrelationIds';

export type CorrelationIdParts = {
  prefix: string;
  companyId: string;
  workerGroupCode: string;
  timestamp: number;
  random: string;
  userId: string;
};

// Segments are joined by '-', so a '-' inside one (a UUID, say) is percent-encoded to keep the id parseable.
function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replaceAll('-', '%2D');
}

const RANDOM_LENGTH = 8;

// §9: prefix-company-group-timestamp-random-user; the clock and the random source are handed in.
export function createCorrelationId(input: {
  prefix: string;
  companyId: string;
  workerGroupCode: string;
  userId: string;
  now: number;
  random: () => number;
}): string {
  const randomPart = Math.floor(input.random() * 36 ** RANDOM_LENGTH)
    .toString(36)
    .padStart(RANDOM_LENGTH, '0')
    .slice(-RANDOM_LENGTH);
  return [input.prefix, input.companyId, input.workerGroupCode, String(Math.trunc(input.now)), randomPart, input.userId]
    .map(encodeSegment)
    .join('-');
}

// §9: the parts of a correlation id, or null when it does not have the six-part shape.
export function parseCorrelationId(id: string): CorrelationIdParts | null {
  const segments = id.split('-');
  if (segments.length !== 6) return null;
  try {
    const [prefix, companyId, workerGroupCode, timestamp, random, userId] = segments.map(decodeURIComponent) as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    if (!/^\d+$/.test(timestamp)) return null;
    return { prefix, companyId, workerGroupCode, timestamp: Number(timestamp), random, userId };
  } catch {
    return null;
  }
}

export type ProcessedId = { id: string; at: number };

// §9: drop expired entries and keep the newest 50.
export function pruneProcessedIds(entries: readonly ProcessedId[], now: number): ProcessedId[] {
  return entries
    .filter((entry) => now - entry.at < PROCESSED_ID_TTL_MS)
    .sort((a, b) => a.at - b.at)
    .slice(-PROCESSED_IDS_LIMIT);
}

// §9: record an id as processed (a repeat refreshes its time).
export function addProcessedId(entries: readonly ProcessedId[], id: string, now: number): ProcessedId[] {
  return pruneProcessedIds([...entries.filter((entry) => entry.id !== id), { id, at: now }], now);
}

// The part of Web Storage (sessionStorage) the store uses, so tests and servers can hand in their own.
export type KeyValueStorage = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
};

function isProcessedId(value: unknown): value is ProcessedId {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ProcessedId).id === 'string' &&
    typeof (value as ProcessedId).at === 'number'
  );
}

function readEntries(storage: KeyValueStorage, key: string): ProcessedId[] {
  const raw = storage.getItem(key);
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isProcessedId) : [];
  } catch {
    return [];
  }
}

export type ProcessedIdStore = {
  has(id: string): boolean;
  add(id: string): void;
  ids(): string[];
};

// §9: processed correlation ids over an injected storage and clock.
export function createProcessedIdStore(
  storage: KeyValueStorage,
  clock: () => number,
  key: string = PROCESSED_IDS_STORAGE_KEY,
): ProcessedIdStore {
  const current = (): ProcessedId[] => pruneProcessedIds(readEntries(storage, key), clock());
  return {
    has: (id) => current().some((entry) => entry.id === id),
    add: (id) => storage.setItem(key, JSON.stringify(addProcessedId(current(), id, clock()))),
    ids: () => current().map((entry) => entry.id),
  };
}
