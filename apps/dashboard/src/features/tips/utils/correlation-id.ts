const HEAD = 8;
const TAIL = 6;

// A correlation id short enough for a table cell: its start and end around an ellipsis; short ids stay whole.
export function shortCorrelationId(id: string): string {
  return id.length <= HEAD + TAIL + 2 ? id : `${id.slice(0, HEAD)}…${id.slice(-TAIL)}`;
}
