import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';

// A built dashboard in miniature: one script the build compressed ahead of time, one it left alone.
const script = `export const rows = [${Array.from({ length: 400 }, (_, index) => `{ id: ${index}, name: "worker ${index}" }`).join(', ')}];\n`;
const otherScript = `export const other = "${'x'.repeat(4000)}";\n`;
// Marked so a test can tell the file written at build time from one compressed on the way out.
const builtBrotli = brotliCompressSync(`${script}// built\n`);
const builtGzip = gzipSync(`${script}// built\n`);

let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'cuadre-dashboard-'));
  await mkdir(join(root, 'assets'));
  await writeFile(
    join(root, 'index.html'),
    '<!doctype html><html><head><title>Cuadre</title></head><body><div id="root"></div></body></html>',
  );
  await mkdir(join(root, '.vite'));
  await writeFile(
    join(root, '.vite', 'page-preloads.json'),
    JSON.stringify({ '/ewa/employees': ['assets/app-abc.js', 'assets/other-def.js'] }),
  );
  await writeFile(join(root, 'assets', 'app-abc.js'), script);
  await writeFile(join(root, 'assets', 'app-abc.js.br'), builtBrotli);
  await writeFile(join(root, 'assets', 'app-abc.js.gz'), builtGzip);
  await writeFile(join(root, 'assets', 'other-def.js'), otherScript);
  app = await buildApp({ ping: async () => undefined, staticDir: root });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await rm(root, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe("the dashboard's files over the wire", () => {
  it('sends the brotli file the build wrote, as it is, to a browser that accepts brotli', async () => {
    const response = await get('/assets/app-abc.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A shared cache must not hand this answer to a client that accepts no brotli.
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(Buffer.compare(response.rawPayload, builtBrotli)).toBe(0);
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toContain('// built');
  });

  it('sends the gzip file the build wrote to a browser that accepts only gzip', async () => {
    const response = await get('/assets/app-abc.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toContain('// built');
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const response = await get('/assets/app-abc.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it('still compresses, on the way out, a file the build did not compress', async () => {
    const response = await get('/assets/other-def.js', 'gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(otherScript);
  });

  it("sends a page's entry naming the scripts of that page, never cached without asking again", async () => {
    const response = await get('/ewa/employees?from=menu');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const preloads = [...response.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(preloads).toEqual(['/assets/app-abc.js', '/assets/other-def.js']);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('sends the entry with no preload to an address that is not a page of the build', async () => {
    const response = await get('/somewhere/else');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('modulepreload');
  });

  it('does not serve the build’s own lists', async () => {
    const response = await get('/.vite/page-preloads.json');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).not.toContain('"/ewa/employees"');
  });

  it('answers a missing hashed file with 404, not with the entry page', async () => {
    const response = await get('/assets/gone-123.js', 'br');
    expect(response.statusCode).toBe(404);
  });
});
