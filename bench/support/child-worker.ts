// A piece of work run in a process of its own, so that generating load does not take the measured process's time.
import { fork, type ChildProcess } from 'node:child_process';

export type ChildWorker<Input, Output> = { run: (input: Input) => Promise<Output>; close: () => Promise<void> };

type Reply<Output> = { id: number; result?: Output; error?: string };

/** Forks `file` with `--child`, where `serveInChild` answers; `run` sends it one input at a time. */
export function forkChildWorker<Input, Output>(file: string, name: string): ChildWorker<Input, Output> {
  const child: ChildProcess = fork(file, ['--child'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let next = 0;
  const waiting = new Map<number, { resolve: (result: Output) => void; reject: (error: Error) => void }>();
  child.on('message', (reply: Reply<Output>) => {
    const pending = waiting.get(reply.id);
    if (!pending) return;
    waiting.delete(reply.id);
    if (reply.result) pending.resolve(reply.result);
    else pending.reject(new Error(reply.error ?? `The ${name} failed.`));
  });
  child.on('exit', (code) => {
    for (const pending of waiting.values()) pending.reject(new Error(`The ${name} exited with ${code}.`));
    waiting.clear();
  });
  return {
    run: (input) =>
      new Promise((resolve, reject) => {
        const id = (next += 1);
        waiting.set(id, { resolve, reject });
        child.send({ id, input });
      }),
    close: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.disconnect();
      await exited;
    },
  };
}

/** In the process `forkChildWorker` started (run with `--child`): answers each input with `work`. */
export function serveInChild<Input, Output>(work: (input: Input) => Promise<Output>): void {
  if (!process.argv.includes('--child')) return;
  process.on('message', (message: { id: number; input: Input }) => {
    work(message.input).then(
      (result) => process.send!({ id: message.id, result } satisfies Reply<Output>),
      (error: unknown) =>
        process.send!({
          id: message.id,
          error: error instanceof Error ? error.message : String(error),
        } satisfies Reply<Output>),
    );
  });
}
