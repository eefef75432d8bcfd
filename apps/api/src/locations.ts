import { resolve } from 'node:path';

/** The files the server reads at run time, and where the embedded database lives unless DATA_DIR says otherwise. */
export type Locations = {
  /** The API contract, `openapi.yaml`. */
  contract: string;
  /** The SQL migrations and their journal (`meta/_journal.json`). */
  migrations: string;
  /** The built dashboard the server serves at `/` (STATIC_DIR overrides it). */
  dashboard: string;
  dataDir: string;
};

// The release build (scripts/build-release.ts) defines CUADRE_RELEASE as true: its bundles sit at the top of the
// release folder, with the contract, the migrations and the dashboard beside them. From the source tree each file
// stays where the repository keeps it.
declare const CUADRE_RELEASE: boolean | undefined;

export function locationsFor(layout: 'release' | 'source', here: string): Locations {
  if (layout === 'release') {
    return {
      contract: resolve(here, 'openapi.yaml'),
      migrations: resolve(here, 'drizzle'),
      dashboard: resolve(here, 'dashboard'),
      dataDir: resolve(here, '.data/db'),
    };
  }
  const repository = resolve(here, '../../..');
  return {
    contract: resolve(repository, 'openapi/openapi.yaml'),
    migrations: resolve(repository, 'apps/api/drizzle'),
    dashboard: resolve(repository, 'apps/dashboard/dist'),
    dataDir: resolve(repository, '.data/db'),
  };
}

export const locations: Locations = locationsFor(
  typeof CUADRE_RELEASE === 'boolean' && CUADRE_RELEASE ? 'release' : 'source',
  import.meta.dirname,
);
