export type Measurement = {
  /** What was measured, e.g. "initial JS /login". */
  name: string;
  value: number;
  unit: 'KiB' | 'ms' | 'µs' | 'req/s' | 'ratio' | 'nodes' | 'score' | 'count' | 'CLS';
  /** The limit the value must respect; absent when the figure is informative only. */
  budget?: { max?: number; min?: number };
  /** The side-by-side reference measured in the same run, when there is one. */
  reference?: { name: string; value: number };
  note?: string;
};

export type Benchmark = {
  name: string;
  description: string;
  run: () => Promise<Measurement[]>;
};

export function withinBudget(measurement: Measurement): boolean {
  const { budget, value } = measurement;
  if (!budget) return true;
  if (!Number.isFinite(value)) return false;
  if (budget.max !== undefined && value > budget.max) return false;
  if (budget.min !== undefined && value < budget.min) return false;
  return true;
}
