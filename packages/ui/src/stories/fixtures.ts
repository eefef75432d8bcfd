// Deterministic demo rows for stories: the same every run, so screenshots stay comparable.
export interface WorkerRow {
  id: string;
  name: string;
  group: string;
  status: 'Active' | 'Inactive';
  netPayCents: number;
  lastPayout: string;
}

const firstNames = [
  'María',
  'José',
  'Luis',
  'Carmen',
  'Ana',
  'Carlos',
  'Rosa',
  'Miguel',
  'Lucía',
  'Pedro',
  'Sofía',
  'Javier',
];
const lastNames = ['Rivera', 'Colón', 'Santiago', 'Torres', 'Ortiz', 'Cruz', 'Rosario', 'Vázquez', 'Rodríguez', 'Díaz'];
const groups = ['103', '118', '203', '301', '403'];

function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

export function workers(count: number, seed = 7): WorkerRow[] {
  const random = seeded(seed);
  return Array.from({ length: count }, (_, index) => {
    const first = firstNames[Math.floor(random() * firstNames.length)] ?? 'Ana';
    const last = lastNames[Math.floor(random() * lastNames.length)] ?? 'Rivera';
    const day = 1 + Math.floor(random() * 28);
    return {
      id: String(10001 + index),
      name: `${first} ${last}`,
      group: groups[Math.floor(random() * groups.length)] ?? '103',
      status: random() > 0.15 ? 'Active' : 'Inactive',
      netPayCents: Math.round(random() * 250_000) - (random() > 0.92 ? 30_000 : 0),
      lastPayout: `2026-10-${String(day).padStart(2, '0')}`,
    };
  });
}
