// Random codes a buyer types: 8 characters without look-alikes (no 0/O, 1/I/L), after an optional prefix.
import { randomInt } from 'node:crypto';

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 8;

/** "SUMMER-7K3QX9PA", or "7K3QX9PA" without a prefix; 31^8 ≈ 8.5 × 10^11 codes, so guessing one is hopeless. */
export function randomCodeText(prefix: string): string {
  let code = '';
  for (let index = 0; index < LENGTH; index += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return prefix === '' ? code : `${prefix}-${code}`;
}
