import { describe, expect, it } from 'vitest';
import { codeAt, codeStep, enrolmentCode, hashRecoveryCode, newRecoveryCodes, newTotpSecret } from './two-step.ts';

// RFC 6238's SHA-1 test secret ("12345678901234567890"), in base32.
const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('time-based codes', () => {
  it('match RFC 6238’s test vectors (6 digits)', () => {
    expect(codeAt(rfcSecret, new Date(59_000))).toBe('287082');
    expect(codeAt(rfcSecret, new Date(1_111_111_109_000))).toBe('081804');
    expect(codeAt(rfcSecret, new Date(2_000_000_000_000))).toBe('279037');
  });

  it('take the code of now and of one step either side, and give its step', () => {
    const now = new Date(1_800_000_015_000);
    const step = Math.floor(now.getTime() / 30_000);
    expect(codeStep(rfcSecret, codeAt(rfcSecret, now), now)).toBe(step);
    expect(codeStep(rfcSecret, codeAt(rfcSecret, new Date(now.getTime() - 30_000)), now)).toBe(step - 1);
    expect(codeStep(rfcSecret, codeAt(rfcSecret, new Date(now.getTime() + 30_000)), now)).toBe(step + 1);
    expect(codeStep(rfcSecret, codeAt(rfcSecret, new Date(now.getTime() - 90_000)), now)).toBeNull();
  });

  it('take spaces in a typed code but nothing that is not 6 digits', () => {
    const now = new Date(1_800_000_015_000);
    const code = codeAt(rfcSecret, now);
    expect(codeStep(rfcSecret, `${code.slice(0, 3)} ${code.slice(3)}`, now)).not.toBeNull();
    for (const typed of ['', '12345', '1234567', 'abcdef', `${code}0`])
      expect(codeStep(rfcSecret, typed, now)).toBeNull();
  });

  it('come from a new 160-bit secret for each enrolment, shown as an otpauth address and a QR code', async () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const { uri, qrSvg } = await enrolmentCode(secret, 'ada@example.com');
    expect(uri).toBe(
      `otpauth://totp/Cuadre:ada%40example.com?issuer=Cuadre&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qrSvg).toMatch(/^<svg[^>]*viewBox/);
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes of ten characters that cannot be misread', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
  });

  it('are kept as hashes that ignore case, spaces and the dash', () => {
    expect(hashRecoveryCode('abcde fghjk')).toBe(hashRecoveryCode('ABCDE-FGHJK'));
    expect(hashRecoveryCode('ABCDE-FGHJK')).not.toContain('ABCDE');
  });
});
