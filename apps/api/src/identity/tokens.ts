import { hash, randomBytes } from 'node:crypto';

/** A 256-bit random value, URL-safe: the cookie carries it, the database only its hash. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256, hex: what the database keeps of a token. Every API call hashes its cookie (the one-shot form, a third of the time). */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
