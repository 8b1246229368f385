import { describe, expect, it } from 'vitest';
import {
  BRIGHTNESS_THRESHOLD,
  CONTRAST_RATIO_AA,
  CONTRAST_RATIO_AAA,
  FALLBACK_COLOR,
  contrastRatio,
  isDarkColor,
  meetsContrast,
  normalizeColor,
  parseColor,
  perceivedBrightness,
  relativeLuminance,
} from './color';

describe('normalizeColor: hex', () => {
  it.each([
    ['#ff8800', '#FF8800FF'],
    ['ff8800', '#FF8800FF'],
    ['#Ff8800', '#FF8800FF'],
    ['  #ff8800  ', '#FF8800FF'],
    ['#ff880080', '#FF880080'],
    ['ff880000', '#FF880000'],
    ['#abc', '#AABBCCFF'],
    ['#abc8', '#AABBCC88'],
  ])('%j -> %s', (input, expected) => {
    expect(normalizeColor(input)).toBe(expected);
  });

  it('keeps the alpha of 8-digit hex', () => {
    expect(normalizeColor('#12345678')).toBe('#12345678');
  });

  it('takes shorthand only with #', () => {
    expect(normalizeColor('abc')).toBe(FALLBACK_COLOR);
    expect(normalizeColor('abc8')).toBe(FALLBACK_COLOR);
  });
});

describe('normalizeColor: invalid input', () => {
  it.each([
    undefined,
    null,
    0xff0000,
    {},
    '',
    '   ',
    '#12345',
    '#1234567',
    '#gggggg',
    '##ff0000',
    'oklch(foo)',
    'oklch(0.5 0.1)',
    'oklch(0.5, 0.1, 120)',
    'oklch(0.5 0.1 120 / 0.5 / 1)',
    'oklch(0.5 0.1 20%)',
    'oklch(0.5 0.1 1e999)',
    'rgb(1 2)',
    'rgb(1, 2, 3 / 0.5)',
    'rgb(1 2 3 /)',
    'rgb(a, b, c)',
    'hsl(0 100% 50%)',
    'rebeccapurple',
    'currentColor',
    'constructor',
    '__proto__',
    'red blue',
  ])('%j falls back to #000000FF', (input) => {
    expect(normalizeColor(input)).toBe('#000000FF');
    expect(parseColor(input)).toBeNull();
  });
});

describe('normalizeColor: named colours', () => {
  it.each([
    ['black', '#000000FF'],
    ['white', '#FFFFFFFF'],
    ['red', '#FF0000FF'],
    ['green', '#008000FF'],
    ['blue', '#0000FFFF'],
    ['transparent', '#00000000'],
    ['purple', '#800080FF'],
    ['gray', '#808080FF'],
    ['grey', '#808080FF'],
    ['orange', '#FFA500FF'],
    ['yellow', '#FFFF00FF'],
    ['Navy', '#000080FF'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeColor(input)).toBe(expected);
  });
});

describe('normalizeColor: rgb()', () => {
  it.each([
    ['rgb(255, 136, 0)', '#FF8800FF'],
    ['rgba(255, 136, 0, 0.5)', '#FF880080'],
    ['rgb(255 136 0)', '#FF8800FF'],
    ['RGB(255 136 0 / 50%)', '#FF880080'],
    ['rgba(255 136 0 / 0)', '#FF880000'],
    ['rgb(100% 0% 50%)', '#FF0080FF'],
    ['rgb(127.6 0 0)', '#800000FF'],
    ['rgb(300 -5 0 / 2)', '#FF0000FF'],
    ['rgb(none 0 0)', '#000000FF'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeColor(input)).toBe(expected);
  });
});

describe('normalizeColor: oklch()', () => {
  it('converts the OKLCH coordinates of sRGB red back to red', () => {
    expect(normalizeColor('oklch(0.628 0.2577 29.23)')).toBe('#FF0000FF');
  });

  it('accepts lightness as a percentage and hue with a unit', () => {
    expect(normalizeColor('oklch(62.8% 0.2577 29.23deg)')).toBe('#FF0000FF');
    expect(normalizeColor('oklch(62.8% 0.2577 0.0812turn)')).toBe('#FF0000FF');
  });

  it('maps the lightness ends to black and white', () => {
    expect(normalizeColor('oklch(0 0 0)')).toBe('#000000FF');
    expect(normalizeColor('oklch(1 0 0)')).toBe('#FFFFFFFF');
    expect(normalizeColor('oklch(100% 0 none)')).toBe('#FFFFFFFF');
    expect(normalizeColor('oklch(150% 0 0)')).toBe('#FFFFFFFF');
  });

  it('reads chroma percentages as a share of 0.4', () => {
    expect(normalizeColor('oklch(0.628 64.425% 29.23)')).toBe('#FF0000FF');
  });

  it('keeps the alpha after the slash', () => {
    expect(normalizeColor('oklch(0.628 0.2577 29.23 / 0.5)')).toBe('#FF000080');
    expect(normalizeColor('oklch(0.628 0.2577 29.23 / 25%)')).toBe('#FF000040');
  });

  it('clips colours outside sRGB to the nearest channel values', () => {
    expect(normalizeColor('oklch(0.9 0.4 140)')).toBe('#00FF00FF');
  });

  it('gives integer channels', () => {
    const rgba = parseColor('oklch(0.7 0.1 200)');
    expect(rgba).not.toBeNull();
    expect([rgba?.r, rgba?.g, rgba?.b].every(Number.isInteger)).toBe(true);
  });
});

describe('contrastRatio', () => {
  it('is 21 for white on black, in either order', () => {
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 10);
    expect(contrastRatio('black', 'white')).toBeCloseTo(21, 10);
  });

  it('is 1 for a colour against itself', () => {
    expect(contrastRatio('#777777', '777777FF')).toBe(1);
  });

  it('gives #777777 on white about 4.48', () => {
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
  });

  it('ignores alpha', () => {
    expect(contrastRatio('#FFFFFF00', '#000000')).toBeCloseTo(21, 10);
  });

  it('treats invalid colours as black', () => {
    expect(contrastRatio('nonsense', '#FFFFFF')).toBeCloseTo(21, 10);
  });
});

describe('relativeLuminance', () => {
  it('is 0 for black, 1 for white and about 0.2126 for red', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1, 10);
    expect(relativeLuminance('red')).toBeCloseTo(0.2126, 10);
  });
});

describe('meetsContrast', () => {
  it('uses 4.5 for AA and 7 for AAA', () => {
    expect(CONTRAST_RATIO_AA).toBe(4.5);
    expect(CONTRAST_RATIO_AAA).toBe(7);
  });

  it('fails #777777 on white for AA, without rounding 4.48 up', () => {
    expect(meetsContrast('#777777', '#FFFFFF', 'AA')).toBe(false);
  });

  it('passes #767676 on white for AA but not AAA', () => {
    expect(meetsContrast('#767676', '#FFFFFF', 'AA')).toBe(true);
    expect(meetsContrast('#767676', '#FFFFFF', 'AAA')).toBe(false);
  });

  it('passes black on white for AAA', () => {
    expect(meetsContrast('#000000', '#FFFFFF', 'AAA')).toBe(true);
  });
});

describe('isDarkColor', () => {
  it('uses a threshold of 128', () => {
    expect(BRIGHTNESS_THRESHOLD).toBe(128);
  });

  it('calls black and purple dark, white and yellow light', () => {
    expect(isDarkColor('#000000')).toBe(true);
    expect(isDarkColor('purple')).toBe(true);
    expect(isDarkColor('#FFFFFF')).toBe(false);
    expect(isDarkColor('yellow')).toBe(false);
  });

  it('counts brightness exactly 128 as light and 127 as dark', () => {
    expect(perceivedBrightness('#808080')).toBe(128);
    expect(isDarkColor('#808080')).toBe(false);
    expect(isDarkColor('#7F7F7F')).toBe(true);
  });

  it('weights green more than red and red more than blue', () => {
    expect(perceivedBrightness('#00FF00')).toBeCloseTo(149.685, 10);
    expect(perceivedBrightness('#FF0000')).toBeCloseTo(76.245, 10);
    expect(perceivedBrightness('#0000FF')).toBeCloseTo(29.07, 10);
    expect(isDarkColor('#00FF00')).toBe(false);
    expect(isDarkColor('#FF0000')).toBe(true);
  });

  it('treats invalid colours as black', () => {
    expect(isDarkColor('not a colour')).toBe(true);
  });
});
