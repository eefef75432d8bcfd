// `pnpm bench [--check] [--only name,name] [--no-build]`: measure and print; with --check, exit 1 when a budget is
// missed; with --no-build, the dashboard's build is used as it is (the journeys may be using it).
// Never part of `pnpm test`: these machines are shared, so every figure stands beside its reference.
import { spawnSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { api } from './api.ts';
import { bigTable } from './big-table.ts';
import { bundle } from './bundle.ts';
import { database } from './database.ts';
import { lighthouseBenchmark } from './lighthouse.ts';
import { mixed } from './mixed.ts';
import { startup } from './startup.ts';
import { uploads } from './uploads.ts';
import { withinBudget, type Benchmark, type Measurement } from './types.ts';

const benchmarks: Benchmark[] = [bundle, startup, lighthouseBenchmark, bigTable, api, mixed, database, uploads];

const { values } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    only: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});
const only = values.only?.split(',').map((name) => name.trim());
const selected = benchmarks.filter((benchmark) => !only || only.includes(benchmark.name));
if (selected.length === 0) {
  console.error(`No benchmark named ${values.only}; choose from ${benchmarks.map((b) => b.name).join(', ')}.`);
  process.exit(2);
}

// The benchmarks that start the server sign in through the dashboard's /login: build it when it is missing or stale.
if (!values['no-build'] && selected.some((benchmark) => benchmark !== bundle && benchmark !== database)) {
  const build = spawnSync(process.execPath, ['scripts/start.ts', '--build-only'], {
    cwd: resolve(import.meta.dirname, '..'),
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('Building the dashboard failed; the benchmarks need it.');
    process.exit(1);
  }
}

const machine = `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
console.log(`Benchmarks on ${machine}\n`);
const results: { benchmark: string; measurements: Measurement[]; error?: string }[] = [];
let missed = 0;
for (const benchmark of selected) {
  console.log(`▸ ${benchmark.name}: ${benchmark.description}`);
  try {
    const measurements = await benchmark.run();
    for (const measurement of measurements) {
      const ok = withinBudget(measurement);
      if (!ok) missed += 1;
      const budget = measurement.budget
        ? ` (budget ${measurement.budget.max !== undefined ? `≤ ${measurement.budget.max}` : `≥ ${measurement.budget.min}`})`
        : '';
      const reference = measurement.reference
        ? `  [${measurement.reference.name}: ${measurement.reference.value}]`
        : '';
      console.log(
        `  ${ok ? '✓' : '✗'} ${measurement.name}: ${measurement.value} ${measurement.unit}${budget}${reference}`,
      );
    }
    results.push({ benchmark: benchmark.name, measurements });
  } catch (error) {
    missed += 1;
    const message = error instanceof Error ? error.message : String(error);
    console.log(`  ✗ could not measure: ${message}`);
    results.push({ benchmark: benchmark.name, measurements: [], error: message });
  }
}

const outDir = resolve(import.meta.dirname, 'results');
mkdirSync(outDir, { recursive: true });
writeFileSync(
  resolve(outDir, 'latest.json'),
  JSON.stringify({ machine, at: new Date().toISOString(), results }, null, 2),
);
console.log(
  `\n${missed === 0 ? 'Every budget holds.' : `${missed} budget(s) missed.`} Results in bench/results/latest.json`,
);
if (values.check && missed > 0) process.exit(1);
