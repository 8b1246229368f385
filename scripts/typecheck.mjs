// Type-checks the package in the working directory with TypeScript 7, the native compiler (`tsc --noEmit` and the
// given arguments). TypeScript 5.9 stays the library that Next.js, typescript-eslint and editors load; TypeScript 7
// has no such API yet, so it is installed beside it under another name and only checks.
//
// Why: the checks of the 13 packages took about 110 s of CPU with TypeScript 5.9 on CI's two cores, a seventh of the
// CPU of a whole `npm test`; TypeScript 7 does the same checks in about a quarter of that (2026-11-25, docs/benchmarks.md).
// One checker: on two cores already busy with the browser tests, more checkers only repeated work (pass: 7 s of CPU
// with one, 15 s with four).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('typescript-native/package.json'));
const tsc = join(packageDir, 'bin', 'tsc');

const result = spawnSync(process.execPath, [tsc, '--noEmit', '--checkers', '1', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
if (result.error) console.error(`typecheck: could not run TypeScript 7: ${result.error.message}`);
process.exit(result.status ?? 1);
