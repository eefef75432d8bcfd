// The same file uploaded twice applies every row twice. Two uploads hold the same content when they carry the same
// rows, whatever their order, spacing or line endings: the key below is the rows' cells, trimmed, each row written as
// JSON (so no cell can run into the next), rows sorted. Callers put in what identifies a row (a worker, a date, an
// amount), and may add a first row of context (the kind of file); the API stores a hash of the key.
export function uploadContentKey(rows: readonly (readonly (string | number | null)[])[]): string {
  return rows
    .map((row) => JSON.stringify(row.map((cell) => (typeof cell === 'string' ? cell.trim() : cell))))
    .sort()
    .join('\n');
}
