// Tests for stripDiacritics: Central European letters, undecomposable letters, and what it leaves alone.
import { describe, expect, it } from 'vitest';
import { stripDiacritics } from './transliterate';

describe('stripDiacritics', () => {
  it.each([
    ['Příliš žluťoučký kůň úpěl ďábelské ódy', 'Prilis zlutoucky kun upel dabelske ody'],
    ['Ťažká Ľubovňa, Ôsmy dôvod, Ŕ', 'Tazka Lubovna, Osmy dovod, R'],
    ['Größe Ärger Über Ösen', 'Grosse Arger Uber Osen'],
    ['Zażółć gęślą jaźń Łódź', 'Zazolc gesla jazn Lodz'],
    ['Árvíztűrő tükörfúrógép ŐŰ', 'Arvizturo tukorfurogep OU'],
    ['Đakovo đak', 'Dakovo dak'],
    ['Ørsted ø Æble æ Œuvre œ', 'Orsted o AEble ae OEuvre oe'],
    ['Þór þ Ð ð', 'THor th D d'],
    ['ıstanbul İzmir', 'istanbul Izmir'],
    ['STRAẞE straße', 'STRASSE strasse'],
  ])('%s -> %s', (input, expected) => {
    expect(stripDiacritics(input)).toBe(expected);
  });

  it('strips letters already written in decomposed (NFD) form', () => {
    expect(stripDiacritics('Z\u030Clut\u030Couc\u030Cky\u0301')).toBe('Zlutoucky');
  });

  it('keeps case, spaces, punctuation, digits and other scripts', () => {
    expect(stripDiacritics('  Kasa #3; (VIP) – Москва 🎉 ')).toBe('  Kasa #3; (VIP) – Москва 🎉 ');
  });

  it('returns an empty string for an empty string', () => {
    expect(stripDiacritics('')).toBe('');
  });
});
