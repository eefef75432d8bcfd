// `pnpm test`: everything that guards the product, stopping at the first stage that fails: lint, typecheck, the
// formatter's check and the tests of every package (unit, stories, the API's on PGlite and PostgreSQL), in two lanes
// side by side; then the journeys, with the resilience run beside them.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { pnpmCommand } from './pnpm.ts';

const root = resolve(import.meta.dirname, '..');

type Step = { name: string; command: string; args: string[]; env?: Record<string, string> };
function pnpmStep(name: string, args: string[], env?: Record<string, string>): Step {
  const [command, fullArgs] = pnpmCommand(...args);
  return { name, command, args: fullArgs, ...(env ? { env } : {}) };
}
// A stage's lanes run side by side, each lane's steps one after another; the next stage starts when every lane of this
// one has passed. The machine has two cores: lint is single-threaded and the browser tests of the two front-end
// packages leave a core partly idle, so the two lanes of the first stage share the machine; the journeys (two servers,
// two browsers) fill it alone.
const packageTests = (name: string) => pnpmStep(`${name} tests`, ['--filter', `@cuadre/${name}`, 'test']);
const stages: Step[][][] = [
  [
    // The two front-end packages' story tests (each story file in a frame of its own) one after the other, beside the
    // API's suite: alone, a browser's tests leave half the machine idle.
    [pnpmStep('lint', ['lint']), packageTests('ui'), packageTests('dashboard')],
    [
      pnpmStep('typecheck', ['typecheck']),
      pnpmStep('format', ['format:check']),
      packageTests('domain'),
      packageTests('api-client'),
      // The API's suite (three workers) starts while the story tests still run beside it, and fills the machine when
      // they end.
      packageTests('api'),
    ],
  ],
  // Built once, so the two journey servers below never build the same folder at once.
  [[{ name: 'dashboard build', command: process.execPath, args: ['scripts/start.ts', '--build-only'] }]],
  // Two halves side by side (E2E_HALF, e2e/playwright.config.ts), each against its own server and fresh database
  // (E2E_PORT), so no journey meets another's writes; the browser and the server of one half wait on each other,
  // which leaves room for the other, and for the resilience run beside them (kill -9 mid-stream, then 60 s of load
  // on PostgreSQL: apps/api/src/resilience/run.ts), which needs the PostgreSQL server the API's suite ran on.
  [
    ...[1, 2].map((half) => [
      pnpmStep(`journeys ${half}/2`, ['test:e2e'], { E2E_PORT: String(3099 + half), E2E_HALF: String(half) }),
    ]),
    ...(process.env.TEST_DATABASE_URL ? [[pnpmStep('resilience', ['test:resilience'])]] : []),
  ],
];
if (!process.env.TEST_DATABASE_URL)
  console.log(
    'No TEST_DATABASE_URL: the API suite runs on PGlite only, and the resilience run (PostgreSQL) is left out.',
  );

// Every package with tests of its own has a place above (the journeys' package is the last stage).
for (const folder of ['apps', 'packages']) {
  for (const entry of readdirSync(resolve(root, folder), { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const manifestPath = resolve(root, folder, entry.name, 'package.json');
    // A folder without a manifest (a package being removed, an untracked leftover) is no package of the workspace.
    if (!existsSync(manifestPath)) continue;
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
      name: string;
      scripts?: Record<string, string>;
    };
    const step = `${manifest.name.replace('@cuadre/', '')} tests`;
    if (manifest.scripts?.test && !stages.flat(2).some(({ name }) => name === step)) {
      console.error(`scripts/test.ts runs no tests of ${manifest.name}: give it a lane.`);
      process.exit(1);
    }
  }
}

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

async function timed(step: Step, streaming: boolean): Promise<Result> {
  const started = Date.now();
  if (streaming) console.log(`\n── ${step.name} ──`);
  const code = await run(step, streaming);
  if (!streaming) console.log(`\n── ${step.name} (above) ──`);
  return { step, code, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

type Result = { step: Step; code: number; seconds: string };

// A lane stops at its first failing step.
async function runLane(lane: Step[], streaming: boolean): Promise<Result[]> {
  const results: Result[] = [];
  for (const step of lane) {
    const result = await timed(step, streaming);
    results.push(result);
    if (result.code !== 0) break;
  }
  return results;
}

for (const stage of stages) {
  const results = (await Promise.all(stage.map((lane) => runLane(lane, stage.length === 1)))).flat();
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
