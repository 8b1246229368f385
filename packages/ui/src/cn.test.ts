import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('drops falsy classes and lets the later Tailwind utility win', () => {
    const hidden = false;
    expect(cn('px-2 py-1', hidden && 'hidden', 'px-4')).toBe('py-1 px-4');
  });

  it('keeps brand colour utilities from the theme distinct from sizes', () => {
    expect(cn('bg-brand-600 text-sm', 'bg-brand-700')).toBe('text-sm bg-brand-700');
  });
});
