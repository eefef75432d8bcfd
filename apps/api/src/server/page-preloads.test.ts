import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readPagePreloads } from './page-preloads.ts';

const folders: string[] = [];
async function distWith(preloads: unknown): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'cuadre-dist-'));
  folders.push(folder);
  if (preloads !== undefined) await writeFile(join(folder, 'route-preloads.json'), JSON.stringify(preloads));
  return folder;
}
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('page preloads', () => {
  it("names a page's chunks as modulepreload links, whatever its query or trailing slash", async () => {
    const preloads = readPagePreloads(await distWith({ '/ewa/employees': ['/assets/ewa-pages-abc.js', '/assets/table-def.js'] }));
    const expected = '</assets/ewa-pages-abc.js>; rel=modulepreload, </assets/table-def.js>; rel=modulepreload';
    expect(preloads('/ewa/employees')).toBe(expected);
    expect(preloads('/ewa/employees/?status=Active')).toBe(expected);
    expect(preloads('/ewa/billing')).toBeUndefined();
  });

  it('names only hashed assets of the build', async () => {
    const preloads = readPagePreloads(await distWith({ '/tips/home': ['/assets/tips-1.js', 'https://elsewhere.example/x.js', '/assets/a>; rel=preload.js', 7] }));
    expect(preloads('/tips/home')).toBe('</assets/tips-1.js>; rel=modulepreload');
  });

  it('adds nothing when the build wrote no list', async () => {
    expect(readPagePreloads(await distWith(undefined))('/ewa/employees')).toBeUndefined();
  });
});
