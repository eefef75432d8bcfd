import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { adminClient, databaseUrl } from '../server/testing/postgres.ts';
import { openDatabase, type Database } from './index.ts';

export type DisposableDatabase = { database: Database; dispose: () => Promise<void> };

const uniqueName = (prefix: string): string => `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

/** A private copy of the project's migrated and seeded template (PGlite folder or PostgreSQL template database). */
export const openTemplateCopy = async (): Promise<DisposableDatabase> => {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    const root = await mkdtemp(join(tmpdir(), 'cuadre-db-test-'));
    const dir = join(root, 'db');
    await cp(template.dir, dir, { recursive: true });
    const database = await openDatabase({ dataDir: dir });
    return {
      database,
      dispose: async () => {
        await database.close();
        await rm(root, { recursive: true, force: true });
      },
    };
  }
  const name = uniqueName(template.template.replace('cuadre_tpl_', 'cuadre_t_'));
  const admin = await adminClient(template.url);
  await admin.query(`create database ${name} template ${template.template}`);
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
  await admin.query(`create database ${name}`);
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
