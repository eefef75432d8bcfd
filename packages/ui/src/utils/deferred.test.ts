import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, preloadDeferred, whenIdle } from './deferred.ts';

describe('deferred', () => {
  it('loads its module once, however often it is asked', async () => {
    let imports = 0;
    const part = deferred(async () => {
      imports += 1;
      return { answer: 42 };
    });
    expect(part.current()).toBeUndefined();
    const [first, second] = await Promise.all([part.load(), part.load()]);
    expect(first).toBe(second);
    expect(part.current()).toEqual({ answer: 42 });
    expect(imports).toBe(1);
  });

  it('tells its subscribers when the module arrives, and stops when they leave', async () => {
    const part = deferred(async () => 'loaded');
    const heard: string[] = [];
    const leave = part.subscribe(() => heard.push(part.current() ?? 'nothing'));
    await part.load();
    leave();
    expect(heard).toEqual(['loaded']);
  });

  it('lets a failed load be tried again', async () => {
    let attempts = 0;
    const part = deferred(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('network down');
      return 'second time';
    });
    await expect(part.load()).rejects.toThrow('network down');
    expect(part.current()).toBeUndefined();
    await expect(part.load()).resolves.toBe('second time');
    expect(attempts).toBe(2);
  });

  it('preloads every deferred part for tests and screenshots', async () => {
    const part = deferred(async () => 'ready');
    await preloadDeferred();
    expect(part.current()).toBe('ready');
  });
});

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function idleCallbacks(deadline: { didTimeout: boolean; timeRemaining: () => number }) {
    vi.stubGlobal('requestIdleCallback', (run: (given: typeof deadline) => void) => {
      run(deadline);
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => undefined);
  }

  it("gives the task the browser's idle time left", () => {
    let left = 3;
    idleCallbacks({ didTimeout: false, timeRemaining: () => left });
    const answers: boolean[] = [];
    whenIdle((hasTime) => {
      answers.push(hasTime());
      left = 0;
      answers.push(hasTime());
    });
    expect(answers).toEqual([true, false]);
  });

  it('still gives the task a short slice when a busy page let the wait run out, so it moves on', () => {
    idleCallbacks({ didTimeout: true, timeRemaining: () => 0 });
    let first: boolean | undefined;
    whenIdle((hasTime) => (first = hasTime()));
    expect(first).toBe(true);
  });
});
