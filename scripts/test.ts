// `pnpm test`: everything that guards the product, in order, stopping at the first failure:
// lint, typecheck and the formatter's check side by side, every package's tests (unit, stories, API on PGlite and
// PostgreSQL), then the journeys.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { pnpmCommand } from './pnpm.ts';

const root = resolve(import.meta.dirname, '..');

type Step = { name: string; command: string; args: string[]; env?: Record<string, string> };
function pnpmStep(name: string, args: string[], env?: Record<string, string>): Step {
  const [command, fullArgs] = pnpmCommand(...args);
  return { name, command, args: fullArgs, ...(env ? { env } : {}) };
}
// Each stage's steps run side by side (lint and typecheck are single-threaded; the machine has two cores).
const stages: Step[][] = [
  [pnpmStep('lint', ['lint']), pnpmStep('typecheck', ['typecheck']), pnpmStep('format', ['format:check'])],
  [pnpmStep('packages', ['-r', '--workspace-concurrency=1', '--filter', '!@cuadre/e2e', 'test'])],
  // Built once, so the two journey servers below never build the same folder at once.
  [{ name: 'dashboard build', command: process.execPath, args: ['scripts/start.ts', '--build-only'] }],
  // Two halves side by side, each against its own server and fresh database (E2E_PORT), so no journey meets
  // another's writes; the browser and the server of one half wait on each other, which leaves room for the other.
  [1, 2].map((shard) =>
    pnpmStep(`journeys ${shard}/2`, ['test:e2e', `--shard=${shard}/2`], { E2E_PORT: String(3099 + shard) }),
  ),
];

let passed = 0;
let failed = 0;

function countResults(output: string): void {
  for (const line of stripVTControlCharacters(output).split('\n')) {
    // Vitest: "      Tests  12 passed | 1 failed (13)"; Playwright: "  12 passed (3.1s)" / "  1 failed".
    const vitest = /^\s*Tests\s+(.*)\(\d+\)\s*$/.exec(line);
    if (vitest?.[1]) {
      passed += Number(/(\d+) passed/.exec(vitest[1])?.[1] ?? 0);
      failed += Number(/(\d+) failed/.exec(vitest[1])?.[1] ?? 0);
      continue;
    }
    const playwright = /^\s+(\d+) (passed|failed|flaky)\b/.exec(line);
    if (playwright) {
      // A flaky test failed once and passed on its retry; Playwright exits 0 for it.
      if (playwright[2] === 'failed') failed += Number(playwright[1]);
      else passed += Number(playwright[1]);
    }
  }
}

// Runs a step; alone, its output streams; beside others, it is printed whole when the step ends.
function run(step: Step, streaming: boolean): Promise<number> {
  return new Promise((done) => {
    const child = spawn(step.command, step.args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...step.env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (streaming) process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (streaming) process.stderr.write(chunk);
      else output += chunk.toString();
    });
    child.on('close', (code) => {
      if (!streaming) process.stdout.write(output);
      countResults(output);
      done(code ?? 1);
    });
  });
}

async function timed(step: Step, streaming: boolean): Promise<{ step: Step; code: number; seconds: string }> {
  const started = Date.now();
  if (streaming) console.log(`\n── ${step.name} ──`);
  const code = await run(step, streaming);
  if (!streaming) console.log(`\n── ${step.name} (above) ──`);
  return { step, code, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

for (const stage of stages) {
  const results = await Promise.all(stage.map((step) => timed(step, stage.length === 1)));
  for (const { step, code, seconds } of results) {
    if (code === 0) console.log(`✓ ${step.name} (${seconds} s)`);
    else console.log(`\n✗ ${step.name} failed after ${seconds} s (exit ${code})`);
  }
  const failure = results.find((result) => result.code !== 0);
  if (failure) {
    console.log(`tests: ${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(failure.code);
  }
}
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
