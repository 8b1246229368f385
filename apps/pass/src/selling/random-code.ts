// Unguessable codes for what a buyer shows at the gate or the pickup stand (ticket QR codes, voucher codes).
import { randomBytes } from 'node:crypto';

/** 128 random bits, URL-safe: nothing about the code can be guessed from other codes or the order. */
export function newSecretCode(): string {
  return randomBytes(16).toString('base64url');
}
