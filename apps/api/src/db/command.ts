/**
 * Runs a one-shot command (`pnpm db:migrate`, `pnpm seed`): its answer is the exit code, and a failure prints its
 * message alone, one line an operator can read, and exits 1.
 */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
