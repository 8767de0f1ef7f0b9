/**
 * The process's one comparison of secrets (login codes' and gift-card PINs' hashes, 1C's password,
 * payment webhooks' signatures): their SHA-256 digests are compared with `timingSafeEqual`, always
 * 32 bytes, so the time taken tells nothing of where they differ or of their lengths — and unequal
 * lengths cannot make `timingSafeEqual` throw.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (secret: string) => createHash('sha256').update(secret).digest();

export const sameSecret = (a: string, b: string): boolean => timingSafeEqual(digest(a), digest(b));
