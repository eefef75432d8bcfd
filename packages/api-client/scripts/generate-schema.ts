import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';

export const contractUrl = new URL('../../../openapi/openapi.yaml', import.meta.url);
export const schemaFileUrl = new URL('../src/schema.gen.ts', import.meta.url);

/** The TypeScript source that `src/schema.gen.ts` must hold for the current contract. */
export async function generateSchemaSource(): Promise<string> {
  // Defaults do not make request fields required: callers may leave out `page`, `limit`, `balance`.
  const ast = await openapiTS(contractUrl, { defaultNonNullable: false });
  return COMMENT_HEADER + astToString(ast);
}

async function main(): Promise<void> {
  const expected = await generateSchemaSource();
  const target = fileURLToPath(schemaFileUrl);
  if (process.argv.includes('--check')) {
    const actual = await readFile(target, 'utf8').catch(() => '');
    if (actual !== expected) {
      console.error(
        'src/schema.gen.ts does not match openapi/openapi.yaml: run `pnpm --filter @cuadre/api-client generate`.',
      );
      process.exitCode = 1;
    }
    return;
  }
  await writeFile(target, expected);
  console.log(`Wrote ${target}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await main();
}
