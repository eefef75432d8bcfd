// `pnpm build:release [--out <folder>]`: the deployable build, one folder (default dist/release) that runs on Node 20
// with no TypeScript and no devDependency:
//   server.js, migrate.js, seed.js…  the API and its data commands, bundled by esbuild (our own packages inlined)
//   chunk-*.js, *.js.map              code they share; source maps without sources (node --enable-source-maps)
//   openapi.yaml, drizzle/            the contract the server routes and validates from; the SQL migrations
//   dashboard/                        the built dashboard the server serves at /
//   package.json, pnpm-lock.yaml      the npm packages the bundles import (PGlite's wasm, pg, fastify, …), each at the
//                                     version the workspace's lockfile pins, with that lockfile's entries for them
//                                     and nothing else: `pnpm install --prod --frozen-lockfile` (also --offline)
// The server finds its files beside itself (apps/api/src/locations.ts, through CUADRE_RELEASE).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build, type Plugin } from 'esbuild';
import { parse, stringify } from 'yaml';

const root = resolve(import.meta.dirname, '..');
const started = performance.now();

const { values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean', default: false } } });
if (values.help) {
  console.log('Usage: pnpm build:release [--out <folder>]  (default dist/release; the folder is replaced)');
  process.exit(0);
}
const out = resolve(process.cwd(), values.out ?? join(root, 'dist/release'));
const marker = 'cuadre-release';

function fail(message: string): never {
  console.error(`build:release: ${message}`);
  process.exit(1);
}

// The folder is replaced whole, so it must be empty or an earlier release: never a folder that holds anything else.
if (existsSync(out) && readdirSync(out).length > 0) {
  const previous = join(out, 'package.json');
  const name = existsSync(previous)
    ? (JSON.parse(readFileSync(previous, 'utf8')) as { name?: string }).name
    : undefined;
  if (name !== marker) fail(`${out} is not empty and holds no earlier release; choose another --out.`);
}
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

// The dashboard: built when its sources are newer than its build, exactly as `pnpm start` does.
const dashboard = spawnSync(process.execPath, [join(root, 'scripts/start.ts'), '--build-only'], {
  cwd: root,
  stdio: 'inherit',
});
if (dashboard.status !== 0) fail('the dashboard did not build.');
cpSync(join(root, 'apps/dashboard/dist'), join(out, 'dashboard'), { recursive: true });

// Every bare import but our own workspace packages stays an import: npm packages keep their wasm, native and data
// files where they expect them, and are installed from the lockfile below.
const ownPackages = /^@cuadre\//;
const keepNpmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(plugin) {
    plugin.onResolve({ filter: /^[^./]/ }, (args) =>
      ownPackages.test(args.path) || args.path.startsWith('node:') ? undefined : { path: args.path, external: true },
    );
  },
};

const api = join(root, 'apps/api');
// The data commands: every script of @cuadre/api that runs a command of db/command.ts (`pnpm db:migrate`, `pnpm seed`,
// …), each bundled as its file's name less `-cli` (`src/db/migrate-cli.ts` is migrate.js, `src/seed/cli.ts` seed.js).
const apiScripts = (JSON.parse(readFileSync(join(api, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
  .scripts;
const commands = Object.entries(apiScripts).flatMap(([script, line]) => {
  const path = /^node (src\/\S+\.ts)$/.exec(line)?.[1];
  if (!path || !readFileSync(join(api, path), 'utf8').includes('runCommand(')) return [];
  const name = basename(path, '.ts');
  return [
    { script, source: join(api, path), file: name === 'cli' ? basename(dirname(path)) : name.replace(/-cli$/, '') },
  ];
});
if (!commands.some((command) => command.file === 'migrate'))
  fail('no migrate command found among the scripts of apps/api/package.json.');
const result = await build({
  entryPoints: {
    server: join(api, 'src/main.ts'),
    ...Object.fromEntries(commands.map((command) => [command.file, command.source])),
  },
  outdir: out,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  chunkNames: 'chunk-[hash]',
  sourcemap: 'linked',
  sourcesContent: false,
  define: { CUADRE_RELEASE: 'true' },
  plugins: [keepNpmPackagesExternal],
  metafile: true,
  logLevel: 'warning',
});

// The npm packages the bundles import, by name (`drizzle-orm/pglite` is drizzle-orm).
const imported = new Set<string>();
for (const output of Object.values(result.metafile.outputs)) {
  for (const entry of output.imports) {
    if (!entry.external || entry.path.startsWith('node:')) continue;
    const parts = entry.path.split('/');
    imported.add(entry.path.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!);
  }
}

type Importer = { dependencies?: Record<string, { specifier: string; version: string }> };
type Snapshot = { dependencies?: Record<string, string>; optionalDependencies?: Record<string, string> };
type Lockfile = {
  lockfileVersion: string;
  settings?: Record<string, unknown>;
  patchedDependencies?: Record<string, string>;
  importers: Record<string, Importer>;
  packages: Record<string, unknown>;
  snapshots: Record<string, Snapshot>;
};
const lockfile = parse(readFileSync(join(root, 'pnpm-lock.yaml'), 'utf8')) as Lockfile;

// A dependency's snapshot key: `name@version(peers…)`, or the aliased `other@version` itself; null for workspace links.
function snapshotKey(name: string, reference: string): string | null {
  if (reference.startsWith('link:') || reference.startsWith('file:')) return null;
  const head = reference.split('(')[0]!;
  return head.lastIndexOf('@') > 0 ? reference : `${name}@${reference}`;
}
const packageKey = (snapshot: string): string => snapshot.split('(')[0]!;

// Where each imported package is declared: the API's production dependencies, or those of a workspace package it
// links (whose code the bundle inlines). A package found nowhere is a devDependency or an undeclared one.
function declaredVersions(importerPath: string, seen = new Set<string>()): Map<string, string> {
  const found = new Map<string, string>();
  if (seen.has(importerPath)) return found;
  seen.add(importerPath);
  for (const [name, { version }] of Object.entries(lockfile.importers[importerPath]?.dependencies ?? {})) {
    if (version.startsWith('link:')) {
      const linked = relative(root, resolve(root, importerPath, version.slice('link:'.length))) || '.';
      for (const [inner, innerVersion] of declaredVersions(linked, seen))
        if (!found.has(inner)) found.set(inner, innerVersion);
    } else {
      found.set(name, version);
    }
  }
  return found;
}
const declared = declaredVersions('apps/api');
const undeclared = [...imported].filter((name) => !declared.has(name)).sort();
if (undeclared.length > 0)
  fail(
    `the server imports ${undeclared.join(', ')}, which are not production dependencies of @cuadre/api (or of a package of ours it uses) in pnpm-lock.yaml.`,
  );

const dependencies: Record<string, string> = {};
const importer: Importer = { dependencies: {} };
const snapshots: Record<string, Snapshot> = {};
const packages: Record<string, unknown> = {};
const queue: string[] = [];
for (const name of [...imported].sort()) {
  const reference = declared.get(name)!;
  const key = snapshotKey(name, reference)!;
  const exact = packageKey(key).slice(name.length + 1);
  dependencies[name] = exact;
  importer.dependencies![name] = { specifier: exact, version: reference };
  queue.push(key);
}
while (queue.length > 0) {
  const key = queue.pop()!;
  if (key in snapshots) continue;
  const snapshot = lockfile.snapshots[key];
  if (!snapshot) fail(`pnpm-lock.yaml has no entry for ${key}; run pnpm install.`);
  snapshots[key] = snapshot;
  const metadata = lockfile.packages[packageKey(key)];
  if (!metadata) fail(`pnpm-lock.yaml has no package entry for ${packageKey(key)}; run pnpm install.`);
  packages[packageKey(key)] = metadata;
  for (const [name, reference] of [
    ...Object.entries(snapshot.dependencies ?? {}),
    ...Object.entries(snapshot.optionalDependencies ?? {}),
  ]) {
    const next = snapshotKey(name, reference);
    if (next) queue.push(next);
  }
}
const patched = Object.keys(lockfile.patchedDependencies ?? {}).filter((name) => name in packages);
if (patched.length > 0)
  fail(`the release would need the patches of ${patched.join(', ')}; carry them into the release first.`);

const sorted = <T>(record: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
const release: Lockfile = {
  lockfileVersion: lockfile.lockfileVersion,
  ...(lockfile.settings ? { settings: lockfile.settings } : {}),
  importers: { '.': importer },
  packages: sorted(packages),
  snapshots: sorted(snapshots),
};
writeFileSync(join(out, 'pnpm-lock.yaml'), stringify(release, { lineWidth: 0 }));

const workspace = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
const manifest = {
  name: marker,
  version: workspace.version,
  private: true,
  description:
    'Cuadre, built for deployment: run `pnpm install --prod --frozen-lockfile`, then `node migrate.js` and `node server.js`.',
  type: 'module',
  engines: { node: '>=20.19' },
  scripts: {
    start: 'node --enable-source-maps server.js',
    ...Object.fromEntries(commands.map((command) => [command.script, `node --enable-source-maps ${command.file}.js`])),
  },
  dependencies,
};
writeFileSync(join(out, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
// Its own workspace root, so pnpm installs here even when the folder sits inside this repository (dist/release).
writeFileSync(
  join(out, 'pnpm-workspace.yaml'),
  '# The release installs on its own: pnpm install --prod --frozen-lockfile\npackages: []\n',
);

// The contract, and the migrations with their journal (drizzle's snapshots are for generating, not applying).
cpSync(join(root, 'openapi/openapi.yaml'), join(out, 'openapi.yaml'));
mkdirSync(join(out, 'drizzle/meta'), { recursive: true });
cpSync(join(api, 'drizzle/meta/_journal.json'), join(out, 'drizzle/meta/_journal.json'));
for (const file of readdirSync(join(api, 'drizzle')))
  if (file.endsWith('.sql')) cpSync(join(api, 'drizzle', file), join(out, 'drizzle', file));

// Plain JavaScript only: a TypeScript file here would mean the release depends on a TypeScript runtime.
function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}
const files = filesUnder(out);
const typescript = files.filter((file) => /\.[mc]?tsx?$/.test(file));
if (typescript.length > 0)
  fail(`TypeScript files in the release: ${typescript.map((file) => relative(out, file)).join(', ')}`);

const megabytes = files.reduce((sum, file) => sum + statSync(file).size, 0) / 1024 / 1024;
console.log(
  `Release in ${relative(process.cwd(), out) || '.'}: ${files.length} files, ${megabytes.toFixed(1)} MiB, ${Object.keys(dependencies).length} npm packages imported ` +
    `(${Object.keys(packages).length} with their dependencies), in ${((performance.now() - started) / 1000).toFixed(1)} s.\n` +
    `Install and run it: cd ${relative(process.cwd(), out) || '.'} && pnpm install --prod --frozen-lockfile && node migrate.js && node server.js`,
);
