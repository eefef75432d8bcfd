import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { get } from 'node:https';
import { tmpdir } from 'node:os';
import { delimiter, join, relative, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Events, OAuth2Server } from 'oauth2-mock-server';
import { parse } from 'yaml';
import { pnpmCommand } from '../../../../scripts/pnpm.ts';
import { adminClient, databaseUrl } from './testing/postgres.ts';

// The deployable build (`pnpm build:release`), built into a new folder, installed as the Dockerfile installs it, and
// started as the image starts it: the Dockerfile's CMD and HEALTHCHECK and compose.yaml's migrate command are read
// from those files and run here, on Node 20 when this machine has it (the image's runtime), against a new PostgreSQL
// database.
const repository = resolve(import.meta.dirname, '../../../..');
const port = 4101;

type Exit = { code: number | null; output: string };

function run(
  command: string,
  args: string[],
  options: { cwd: string; env: Record<string, string>; timeoutMs: number },
): Promise<Exit> {
  return new Promise((done, failed) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      failed(new Error(`${command} ${args.join(' ')} did not finish within ${options.timeoutMs / 1000} s:\n${output}`));
    }, options.timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      done({ code, output });
    });
  });
}

/** The Dockerfile's instructions of its last stage, continuation lines joined. */
function runtimeStage(): string[] {
  const instructions = readFileSync(join(repository, 'Dockerfile'), 'utf8')
    .replaceAll(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const from = instructions.findLastIndex((line) => line.startsWith('FROM '));
  return instructions.slice(from);
}

function execForm(instruction: string | undefined, name: string): string[] {
  const json = instruction ? /CMD (\[.*\])$/.exec(instruction)?.[1] : undefined;
  if (!json) throw new Error(`The Dockerfile's runtime stage has no ${name} in exec form (CMD [...]).`);
  return JSON.parse(json) as string[];
}

/** The oldest Node.js of 20 or later on this machine: the image runs the release on Node 20. */
function oldestNode(): { path: string; version: string } {
  const candidates = new Set([
    ...(process.env.PATH ?? '').split(delimiter).map((folder) => join(folder, 'node')),
    '/usr/local/bin/node',
    '/usr/bin/node',
    process.execPath,
  ]);
  const found: { path: string; version: string; parts: number[] }[] = [];
  for (const path of candidates) {
    if (!existsSync(path)) continue;
    const version = spawnSync(path, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '';
    const parts = /^v(\d+)\.(\d+)\.(\d+)$/.exec(version)?.slice(1).map(Number);
    if (parts && parts[0]! >= 20) found.push({ path, version, parts });
  }
  found.sort((a, b) => a.parts[0]! - b.parts[0]! || a.parts[1]! - b.parts[1]! || a.parts[2]! - b.parts[2]!);
  return found[0] ?? { path: process.execPath, version: process.version };
}

function filesUnder(folder: string, skip: string[] = []): string[] {
  return readdirSync(folder).flatMap((entry) => {
    if (skip.includes(entry)) return [];
    const path = join(folder, entry);
    return statSync(path).isDirectory() ? filesUnder(path, skip) : [path];
  });
}

// A production server needs PostgreSQL: registered on the PostgreSQL project only.
const template = inject('databaseTemplate');
if (template.kind === 'postgres')
  describe('the release build', () => {
    const node = oldestNode();
    const stage = runtimeStage();
    const serverCommand = execForm(
      stage.find((line) => line.startsWith('CMD ')),
      'CMD',
    );
    const healthCommand = execForm(
      stage.find((line) => line.startsWith('HEALTHCHECK ')),
      'HEALTHCHECK',
    );
    const imageEnv = Object.fromEntries(
      stage
        .filter((line) => line.startsWith('ENV '))
        .flatMap((line) => [...line.slice(4).matchAll(/(\w+)=(\S+)/g)].map((match) => [match[1]!, match[2]!])),
    );
    const compose = parse(readFileSync(join(repository, 'compose.yaml'), 'utf8'), { merge: true }) as {
      services: { migrate: { command: string[] } };
    };
    const migrateCommand = compose.services.migrate.command;
    // The image's program is `node`: here, the Node.js chosen above.
    const withNode = ([program, ...args]: string[]): [string, string[]] => [
      program === 'node' ? node.path : program!,
      args,
    ];

    let scratch: string | undefined;
    let folder: string;
    let admin: pg.Client;
    let database: string;
    let url: string;
    let builtFiles: string[] = [];
    const environment = (extra: Record<string, string>): Record<string, string> => ({
      PATH: process.env.PATH ?? '',
      ...imageEnv,
      ...extra,
    });
    const serverEnv = () =>
      environment({
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        DATABASE_URL: url,
        PUBLIC_ORIGIN: 'https://dashboard.example.com',
        TRUST_PROXY: '1',
        APP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        ALLOW_EMBEDDED_IDENTITY_PROVIDER_IN_PRODUCTION: 'yes',
      });

    beforeAll(async () => {
      scratch = await mkdtemp(join(tmpdir(), 'cuadre-release-'));
      folder = join(scratch, 'release');
      admin = await adminClient(template.url);
      database = `cuadre_release_${process.pid}_${Date.now().toString(36)}`;
      await admin.query(`create database ${database}`);
      url = databaseUrl(template.url, database);
      // As a person runs it: none of the test runner's variables (NODE_ENV=test would change the dashboard's build).
      const shell = Object.fromEntries(
        Object.entries(process.env).filter(
          (entry): entry is [string, string] =>
            entry[1] !== undefined && entry[0] !== 'NODE_ENV' && !entry[0].startsWith('VITEST'),
        ),
      );
      const build = await run(process.execPath, [join(repository, 'scripts/build-release.ts'), '--out', folder], {
        cwd: repository,
        env: shell,
        timeoutMs: 240_000,
      });
      if (build.code !== 0) throw new Error(`pnpm build:release failed:\n${build.output}`);
      builtFiles = filesUnder(folder).map((file) => relative(folder, file));
      const [pnpm, pnpmArgs] = pnpmCommand('install', '--prod', '--frozen-lockfile', '--prefer-offline');
      const install = await run(pnpm, pnpmArgs, { cwd: folder, env: { ...shell, CI: '1' }, timeoutMs: 180_000 });
      if (install.code !== 0) throw new Error(`Installing the release's packages failed:\n${install.output}`);
      console.log(`release: built and installed; runs on Node ${node.version} (${node.path})`);
    }, 420_000);

    afterAll(async () => {
      await admin?.query(`drop database if exists ${database} with (force)`);
      await admin?.end();
      if (scratch) await rm(scratch, { recursive: true, force: true });
    });

    it('holds plain JavaScript, the contract, the migrations and the dashboard, and no TypeScript', () => {
      expect(builtFiles.filter((file) => /\.[mc]?tsx?$/.test(file))).toEqual([]);
      for (const file of [
        'server.js',
        'migrate.js',
        'seed.js',
        'openapi.yaml',
        'drizzle/meta/_journal.json',
        'dashboard/index.html',
        'package.json',
        'pnpm-lock.yaml',
      ]) {
        expect(builtFiles, file).toContain(file);
      }
      expect(builtFiles.filter((file) => file.startsWith('drizzle/') && file.endsWith('.sql')).length).toBeGreaterThan(
        0,
      );
      // Installed, it still runs no TypeScript: only npm packages (some ship type declarations) sit under node_modules.
      expect(filesUnder(folder, ['node_modules']).filter((file) => /\.[mc]?tsx?$/.test(file))).toEqual([]);
      const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as {
        dependencies: Record<string, string>;
        devDependencies?: unknown;
      };
      expect(manifest.devDependencies).toBeUndefined();
      // Every version is exact: the lockfile the build wrote pins them and everything under them.
      for (const [name, version] of Object.entries(manifest.dependencies))
        expect(version, name).toMatch(/^\d+\.\d+\.\d+/);
    });

    it('migrates a new database with compose.yaml\u2019s migrate command', async () => {
      const exit = await run(...withNode(migrateCommand), {
        cwd: folder,
        env: environment({ DATABASE_URL: url }),
        timeoutMs: 60_000,
      });
      expect(exit.output).toMatch(/^Applied migrations to PostgreSQL at .*: 0000_init, /);
      expect(exit.code).toBe(0);
    });

    it('refuses to seed the demo data in production, and writes nothing', async () => {
      const exit = await run(node.path, ['seed.js'], {
        cwd: folder,
        env: environment({ DATABASE_URL: url }),
        timeoutMs: 60_000,
      });
      expect(exit.code).toBe(2);
      expect(exit.output).toMatch(/does not run with NODE_ENV=production/);
      const own = await adminClient(url);
      const { rows } = await own
        .query<{ n: number }>('select count(*)::int as n from companies')
        .finally(() => own.end());
      expect(rows[0]!.n).toBe(0);
    });

    it('starts in production as the image does: healthy, serving the dashboard, 401 without a session, no demo account', async () => {
      const [command, args] = withNode(serverCommand);
      const server = spawn(command, args, { cwd: folder, env: serverEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
      let log = '';
      server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
      server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
      const exited = new Promise<number | null>((done) => server.once('exit', (code) => done(code)));
      try {
        const origin = `http://127.0.0.1:${port}`;
        const deadline = Date.now() + 45_000;
        let healthy = false;
        while (!healthy && Date.now() < deadline && server.exitCode === null) {
          // The image's own health check, run as Docker runs it.
          healthy =
            (
              await run(...withNode(healthCommand), {
                cwd: folder,
                env: environment({ PORT: String(port) }),
                timeoutMs: 10_000,
              })
            ).code === 0;
          if (!healthy) await sleep(300);
        }
        expect(healthy, `the release did not become healthy:\n${log}`).toBe(true);
        expect(await (await fetch(`${origin}/api/health`)).json()).toEqual({ status: 'ok', database: 'ok' });

        const page = await fetch(`${origin}/`);
        expect(page.status).toBe(200);
        const html = await page.text();
        expect(html).toContain('<div id="root">');
        const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
        expect(script).toBeDefined();
        const asset = await fetch(`${origin}${script}`);
        expect(asset.status).toBe(200);
        expect(asset.headers.get('content-type')).toMatch(/javascript/);

        const signedOut = await fetch(`${origin}/api/employer-dashboard/companies?email=owner%40isla.example`);
        expect(signedOut.status).toBe(401);
        expect(signedOut.headers.get('content-type')).toMatch(/^application\/problem\+json/);
        expect(((await signedOut.json()) as { type: string }).type).toBe('/problems/unauthorized');

        // Production never seeds: the new database holds no account at all, demo or otherwise.
        const own = await adminClient(url);
        const { rows } = await own
          .query<{ email: string }>('select email from dashboard_users union all select email from identity_accounts')
          .finally(() => own.end());
        expect(rows).toEqual([]);

        server.kill('SIGTERM');
        expect(await Promise.race([exited, sleep(15_000).then(() => 'still running')])).toBe(0);
      } finally {
        if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
      }
    });

    it('lets the first account, made with its first-account command, sign in through a hosted provider', async () => {
      // A hosted provider of the organisation, over https as production requires (a certificate made here, which the
      // server is told to trust): it signs the first person in with a second factor (amr mfa).
      const tls = { key: join(scratch!, 'provider.key'), cert: join(scratch!, 'provider.crt') };
      const made509 = spawnSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-keyout',
          tls.key,
          '-out',
          tls.cert,
          '-days',
          '1',
          '-subj',
          '/CN=localhost',
          '-addext',
          'subjectAltName=DNS:localhost,IP:127.0.0.1',
        ],
        { encoding: 'utf8' },
      );
      expect(made509.status, made509.stderr).toBe(0);
      const provider = new OAuth2Server(tls.key, tls.cert);
      await provider.issuer.keys.generate('RS256');
      await provider.start(4102, '127.0.0.1');
      provider.service.on(Events.BeforeTokenSigning, (token: { payload: Record<string, unknown> }) => {
        Object.assign(token.payload, {
          aud: 'cuadre-dashboard',
          sub: 'ops-1',
          email: 'ops@provider.example',
          email_verified: true,
          amr: ['pwd', 'mfa'],
        });
      });
      const hosted = {
        OIDC_ISSUER: provider.issuer.url!,
        OIDC_CLIENT_ID: 'cuadre-dashboard',
        OIDC_CLIENT_SECRET: 'a-long-client-secret-for-the-release',
      };
      const made = await run(
        node.path,
        ['first-account.js', '--email', 'ops@provider.example', '--first-name', 'Ana', '--last-name', 'Quiñones'],
        {
          cwd: folder,
          env: environment({ DATABASE_URL: url, ...hosted }),
          timeoutMs: 60_000,
        },
      );
      expect(made.output).toContain('Created ops@provider.example, internal staff.');
      expect(made.code).toBe(0);

      const { ALLOW_EMBEDDED_IDENTITY_PROVIDER_IN_PRODUCTION: _embedded, ...production } = serverEnv();
      const [command, args] = withNode(serverCommand);
      const server = spawn(command, args, {
        cwd: folder,
        env: { ...production, ...hosted, NODE_EXTRA_CA_CERTS: tls.cert },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let log = '';
      server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
      server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
      try {
        const origin = `http://127.0.0.1:${port}`;
        // Behind the TLS proxy the deployment guide describes: it says the request came over https.
        const proxied = { 'x-forwarded-proto': 'https' };
        const deadline = Date.now() + 45_000;
        let healthy = false;
        while (!healthy && Date.now() < deadline && server.exitCode === null) {
          healthy = (await fetch(`${origin}/api/health`).catch(() => undefined))?.ok === true;
          if (!healthy) await sleep(300);
        }
        expect(healthy, `the release did not become healthy:\n${log}`).toBe(true);
        const cookieOf = (response: Response): string =>
          response.headers
            .getSetCookie()
            .map((cookie) => cookie.split(';')[0]!)
            .join('; ');

        const login = await fetch(`${origin}/api/auth/login?returnTo=/settings`, {
          headers: proxied,
          redirect: 'manual',
        });
        expect(login.status, log).toBe(302);
        const authorize = new URL(login.headers.get('location')!);
        expect(authorize.origin).toBe(new URL(provider.issuer.url!).origin);
        // The browser at the provider: it approves at once and sends the browser back with a code.
        const approved = await new Promise<string>((done, failed) => {
          get(authorize, { ca: readFileSync(tls.cert) }, (answer) => {
            answer.resume();
            done(answer.headers.location ?? '');
          }).on('error', failed);
        });
        const back = new URL(approved);
        expect(back.origin + back.pathname).toBe('https://dashboard.example.com/api/auth/callback');

        const callback = await fetch(`${origin}${back.pathname}${back.search}`, {
          headers: { ...proxied, cookie: cookieOf(login) },
          redirect: 'manual',
        });
        expect(callback.headers.get('location'), log).toBe('/settings');
        const session = await fetch(`${origin}/api/auth/session`, {
          headers: { ...proxied, cookie: cookieOf(callback) },
        });
        expect(session.status).toBe(200);
        expect(await session.json()).toMatchObject({ user: { email: 'ops@provider.example' }, internalStaff: true });
      } finally {
        if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
        await provider.stop();
      }
    });
  });
