import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locations, locationsFor } from './locations.ts';

describe('where the server finds its files', () => {
  it('from the source tree: the contract and the migrations where the repository keeps them', () => {
    expect(existsSync(locations.contract)).toBe(true);
    expect(existsSync(join(locations.migrations, 'meta/_journal.json'))).toBe(true);
    expect(locations.dashboard).toMatch(/apps\/dashboard\/dist$/);
  });

  it('in the release: every file beside the bundle, wherever the folder was copied', () => {
    expect(locationsFor('release', '/srv/cuadre')).toEqual({
      contract: '/srv/cuadre/openapi.yaml',
      migrations: '/srv/cuadre/drizzle',
      dashboard: '/srv/cuadre/dashboard',
      dataDir: '/srv/cuadre/.data/db',
    });
  });
});
