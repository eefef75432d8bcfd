import { execFile } from 'node:child_process';
import { randomBytes, scryptSync } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  needsRehash,
  passwordHashParams,
  productionPasswordCost,
  useTestPasswordCost,
  verifyPassword,
} from './password.ts';

// A hash as the server made them before the parameters were raised to OWASP's (N = 2^14).
const olderHash = (password: string): string => {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N: 16_384, r: 8, p: 1 });
  return ['scrypt', 16_384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
};

describe('password hashes', () => {
  it('are made with OWASP’s scrypt parameters (N = 2^17, r = 8, p = 1) and verify the password they were made from and no other', async () => {
    expect(productionPasswordCost).toEqual({ N: 131_072, r: 8, p: 1 });
    const hash = await hashPassword('demo1234', undefined, productionPasswordCost);
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('demo1234', hash)).toBe(true);
    expect(await verifyPassword('demo1235', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('differ for the same password unless given the same salt', async () => {
    expect(await hashPassword('demo1234')).not.toBe(await hashPassword('demo1234'));
    const salt = Buffer.alloc(16, 7);
    expect(await hashPassword('demo1234', salt)).toBe(await hashPassword('demo1234', salt));
  });

  it('verify an older, weaker hash with the parameters it names, and ask for it to be made again', async () => {
    const older = olderHash('demo1234');
    expect(await verifyPassword('demo1234', older)).toBe(true);
    expect(await verifyPassword('demo1235', older)).toBe(false);
    expect(needsRehash(older, productionPasswordCost)).toBe(true);
    expect(needsRehash(await hashPassword('demo1234', undefined, productionPasswordCost), productionPasswordCost)).toBe(
      false,
    );
  });

  it('are made at a lower cost only in a test run, which no production process can ask for', async () => {
    // This file, like every API test file, runs after the setup that lowered the cost.
    expect(passwordHashParams()).toEqual({ N: 1024, r: 8, p: 1 });
    expect(await hashPassword('demo1234')).toMatch(/^scrypt\$1024\$8\$1\$/);
    // A test-cost hash is weaker than OWASP's: a server that verifies it makes it again.
    expect(needsRehash(await hashPassword('demo1234'), productionPasswordCost)).toBe(true);
    // A process that never asked for the test cost (any server or command) hashes at OWASP's, whatever its
    // environment says: this one inherits the test run's.
    const module = pathToFileURL(join(import.meta.dirname, 'password.ts')).href;
    const { stdout } = await promisify(execFile)(process.execPath, [
      '--input-type=module',
      '--eval',
      `const { passwordHashParams } = await import(${JSON.stringify(module)}); console.log(JSON.stringify(passwordHashParams()));`,
    ]);
    expect(JSON.parse(stdout)).toEqual({ N: 131_072, r: 8, p: 1 });
    const environment = { vitest: process.env.VITEST, nodeEnv: process.env.NODE_ENV };
    try {
      delete process.env.VITEST;
      expect(() => useTestPasswordCost()).toThrow('for Vitest runs only');
      process.env.VITEST = 'true';
      process.env.NODE_ENV = 'production';
      expect(() => useTestPasswordCost()).toThrow('for Vitest runs only');
    } finally {
      for (const [name, value] of [
        ['VITEST', environment.vitest],
        ['NODE_ENV', environment.nodeEnv],
      ] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });

  it('never verify against a malformed, foreign or outsized hash, and count such a hash as one to replace', async () => {
    const malformed = [
      '',
      'bcrypt$2b$10$abc',
      'scrypt$16384$8$1$c2FsdA==',
      'scrypt$12345$8$1$c2FsdA==$a2V5',
      'scrypt$1$8$1$c2FsdA==$a2V5',
      `scrypt$${2 ** 24}$8$1$c2FsdA==$a2V5`,
    ];
    for (const stored of malformed) {
      expect(await verifyPassword('demo1234', stored), stored).toBe(false);
      expect(needsRehash(stored), stored).toBe(true);
    }
  });
});
