import { readFile } from 'node:fs/promises';
import { expect, test } from 'vitest';
import { generateSchemaSource, schemaFileUrl } from '../scripts/generate-schema.ts';

test('the committed client types are exactly what the contract generates', async () => {
  const committed = await readFile(schemaFileUrl, 'utf8');
  const generated = await generateSchemaSource();

  // On failure: `pnpm --filter @cuadre/api-client generate` and commit src/schema.gen.ts.
  expect(committed === generated).toBe(true);
});
