import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';

// The entry page as the dashboard's build writes it, in miniature.
const entry =
  '<!doctype html><html lang="en"><head><title>Cuadre</title><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>';

let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'cuadre-login-entry-'));
  await writeFile(join(root, 'index.html'), entry);
  app = await buildApp({ ping: async () => undefined, staticDir: root });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await rm(root, { recursive: true, force: true });
});

const login = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

// The sign-in link inside #root, decoded as a browser reads the attribute.
function signInHref(body: string): string | undefined {
  const match = /<div id="root">.*?<a href="([^"]*)"/s.exec(body);
  return match?.[1]?.replaceAll('&#38;', '&');
}

describe('the sign-in page as the server sends it', () => {
  it('already holds the name, the heading and a plain link to the sign-in start with the deep link', async () => {
    const response = await login('/login?returnTo=/ewa/employees');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers.vary)).toMatch(/cookie/i);
    expect(String(response.headers.vary)).toMatch(/accept-language/i);
    expect(response.body).toContain('<html lang="en-US">');
    expect(response.body).toContain('<p style="font-weight:700;color:#6d28d9">Cuadre</p>');
    expect(response.body).toMatch(/<h1[^>]*>Sign in to Cuadre<\/h1>/);
    expect(signInHref(response.body)).toBe('/api/auth/login?returnTo=%2Fewa%2Femployees');
    // The scripts still come: they replace the markup with the dashboard's own page.
    expect(response.body).toContain('<script type="module" src="/assets/index-abc.js"></script>');
  });

  it('starts at the signed-out page without a deep link', async () => {
    expect(signInHref((await login('/login')).body)).toBe('/api/auth/login?returnTo=%2F');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', '/login?returnTo=/x'])(
    'refuses %j as a place to return to',
    async (returnTo) => {
      const response = await login(`/login?${new URLSearchParams({ returnTo }).toString()}`);
      expect(signInHref(response.body)).toBe('/api/auth/login?returnTo=%2F');
      expect(response.body).not.toContain('evil.example');
    },
  );

  it('escapes what the address carries', async () => {
    const returnTo = '/ewa/employees?q="><script>alert(1)</script>&x=\'';
    const response = await login(`/login?${new URLSearchParams({ returnTo }).toString()}`);
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).not.toContain('"><script');
    expect(signInHref(response.body)).toBe(`/api/auth/login?${new URLSearchParams({ returnTo }).toString()}`);
  });

  it('speaks the language chosen in the dashboard, kept in its cookie', async () => {
    const response = await login('/login?returnTo=/ewa/employees', {
      cookie: 'other=1; cuadre-lang=es-PR',
      'accept-language': 'en-US',
    });
    expect(response.body).toContain('<html lang="es-PR">');
    expect(response.body).toContain('<title>Inicie sesión en Cuadre</title>');
    expect(response.body).toMatch(/<h1[^>]*>Inicie sesión en Cuadre<\/h1>/);
    expect(response.body).toContain('>Iniciar sesión</a>');
  });

  it('else the browser’s language, and English when it speaks neither', async () => {
    const spanish = await login('/login', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    expect(spanish.body).toContain('>Iniciar sesión</a>');
    const english = await login('/login', { 'accept-language': 'fr-FR', cookie: 'cuadre-lang=fr-FR' });
    expect(english.body).toContain('>Sign in</a>');
  });

  it('offers both languages as plain links that keep the deep link', async () => {
    const response = await login('/login?returnTo=/ewa/employees');
    expect(response.body).toContain(
      '<a href="/login?returnTo=%2Fewa%2Femployees&#38;lang=es-PR" hreflang="es" lang="es">Español</a>',
    );
    const spanish = await login('/login?returnTo=%2Fewa%2Femployees&lang=es-PR', { cookie: 'cuadre-lang=en-US' });
    expect(spanish.body).toMatch(/<h1[^>]*>Inicie sesión en Cuadre<\/h1>/);
    expect(signInHref(spanish.body)).toBe('/api/auth/login?returnTo=%2Fewa%2Femployees');
  });

  it('leaves every other route’s entry page empty for the dashboard to fill', async () => {
    const response = await login('/ewa/employees');
    expect(response.body).toContain('<div id="root"></div>');
  });
});
