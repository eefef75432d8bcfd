import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashes', () => {
  it('verify the password they were made from and no other', async () => {
    const hash = await hashPassword('demo1234');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('demo1234', hash)).toBe(true);
    expect(await verifyPassword('demo1235', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('differ for the same password unless given the same salt', async () => {
    expect(await hashPassword('demo1234')).not.toBe(await hashPassword('demo1234'));
    const salt = Buffer.alloc(16, 7);
    expect(await hashPassword('demo1234', salt)).toBe(await hashPassword('demo1234', salt));
  });

  it('never verify against a malformed or foreign hash', async () => {
    expect(await verifyPassword('demo1234', '')).toBe(false);
    expect(await verifyPassword('demo1234', 'bcrypt$2b$10$abc')).toBe(false);
    expect(await verifyPassword('demo1234', 'scrypt$16384$8$1$c2FsdA==')).toBe(false);
  });
});
