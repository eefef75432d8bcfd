import { Secret, TOTP } from 'otpauth';

// The demo staff account's authenticator (README, "Demo accounts"): internal staff always sign in with a second step.
export const DEMO_STAFF_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/**
 * The code the demo staff's authenticator app shows, `stepsAhead` 30-second steps from now. The provider takes a code
 * once, and the codes of one step either side of now: a second sign-in of the same half-minute uses the next one.
 */
export function staffCode(stepsAhead = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(DEMO_STAFF_TOTP_SECRET),
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}
