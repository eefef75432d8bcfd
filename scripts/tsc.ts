// `tsc` for the packages' `typecheck` scripts: TypeScript 7, the native compiler, which uses every core (`pnpm
// typecheck` took 45 s in CI here, against 175 s with the JavaScript one). The JavaScript compiler (the `typescript`
// package, 5.9) stays for the tools that load TypeScript as a library: typescript-eslint's type-aware rules and
// openapi-typescript, which do not run on 7 yet. Both read the same tsconfig files. The native compiler is a
// dependency under its own name (`typescript-native`), so it is named here rather than found on the PATH, where two
// packages both offer a `tsc`.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';

const require = createRequire(import.meta.url);
const manifest = require.resolve('typescript-native/package.json');
const { bin } = require(manifest) as { bin: { tsc: string } };
const result = spawnSync(process.execPath, [resolve(dirname(manifest), bin.tsc), ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
