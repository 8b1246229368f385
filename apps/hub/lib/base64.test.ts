import { describe, expect, it } from 'vitest';
import { bytesToBase64 } from './base64';

describe('bytesToBase64', () => {
  it('matches Node for small and chunk-crossing inputs', () => {
    for (const size of [0, 1, 2, 3, 0x8000 - 1, 0x8000, 0x8000 * 2 + 5]) {
      const bytes = Uint8Array.from({ length: size }, (_, index) => (index * 31 + 7) % 256);
      expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    }
  });
});
