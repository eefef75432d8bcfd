import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { adminClient, createTestDatabase, databaseUrl } from '../server/testing/postgres.ts';
import { openDatabase, type Database } from './index.ts';

export type DisposableDatabase = { database: Database; dispose: () => Promise<void> };

const uniqueName = (prefix: string): string => `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

/**
 * The PGlite template's dump, read once per worker (files share their worker's modules: vitest.config.ts). A Blob
 * whose bytes are kept as an ArrayBuffer too: PGlite reads a dump with `arrayBuffer()`, which on a plain Blob streams
 * the ~100 MB back out in small chunks and joins them, a fifth of each copy's time. Each caller gets bytes of its own.
 */
class TemplateDump extends Blob {
  readonly #bytes: ArrayBuffer;
  constructor(bytes: ArrayBuffer) {
    super([bytes]);
    this.#bytes = bytes;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes.slice(0));
  }
}

const dumps = new Map<string, Promise<Blob>>();
const dumpOf = (file: string): Promise<Blob> => {
  let dump = dumps.get(file);
  if (!dump) {
    dump = readFile(file).then(
      (bytes) => new TemplateDump(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)),
    );
    dumps.set(file, dump);
  }
  return dump;
};

/**
 * A private copy of the project's migrated and seeded template: on PGlite, loaded into memory from the template's dump
 * (no 120 MB folder copied and opened from disk, nothing written to disk); on PostgreSQL, a database made from the
 * template database.
 */
export const openTemplateCopy = async ({ poolSize = 2 } = {}): Promise<DisposableDatabase> => {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    const database = await openDatabase({ inMemoryFrom: await dumpOf(template.dump) });
    return { database, dispose: () => database.close() };
  }
  const name = uniqueName(template.template.replace('cuadre_tpl_', 'cuadre_t_'));
  const admin = await adminClient(template.url);
  await createTestDatabase(admin, name, template.template);
  const database = await openDatabase({ url: databaseUrl(template.url, name), poolSize });
  return {
    database,
    dispose: async () => {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
};

/** An empty database of the project's kind: nothing migrated, nothing seeded. */
export const openEmptyDatabase = async (): Promise<DisposableDatabase> => {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    const root = await mkdtemp(join(tmpdir(), 'cuadre-db-empty-'));
    const database = await openDatabase({ dataDir: join(root, 'db') });
    return {
      database,
      dispose: async () => {
        await database.close();
        await rm(root, { recursive: true, force: true });
      },
    };
  }
  const name = uniqueName('cuadre_t_empty');
  const admin = await adminClient(template.url);
  await createTestDatabase(admin, name);
  const database = await openDatabase({ url: databaseUrl(template.url, name), poolSize: 2 });
  return {
    database,
    dispose: async () => {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
};
