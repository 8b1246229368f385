// Colour parsing to '#RRGGBBAA', WCAG contrast and dark/light checks for organiser-chosen theme colours (spec 5, 9).

/** sRGB channels as integers 0-255, alpha 0-1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** What invalid colour input becomes (spec 5). */
export const FALLBACK_COLOR = '#000000FF';
/** WCAG 2.x minimum contrast ratio for level AA (normal text). */
export const CONTRAST_RATIO_AA = 4.5;
/** WCAG 2.x minimum contrast ratio for level AAA (normal text). */
export const CONTRAST_RATIO_AAA = 7;
/** Weighted brightness (0-255) below which a colour counts as dark; exactly 128 counts as light. */
export const BRIGHTNESS_THRESHOLD = 128;

export type ContrastLevel = 'AA' | 'AAA';

const CONTRAST_RATIOS: Record<ContrastLevel, number> = { AA: CONTRAST_RATIO_AA, AAA: CONTRAST_RATIO_AAA };

/**
 * The named colours understood: the 16 CSS basic colours, orange, the grey/cyan/magenta aliases and
 * transparent. The other ~130 CSS extended names are left out on purpose and fall back like any invalid
 * input: colours arrive mostly as hex or oklch (spec 5), so the table grows only when a name is needed.
 */
const NAMED_COLORS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    transparent: '00000000',
    black: '000000',
    white: 'FFFFFF',
    red: 'FF0000',
    green: '008000',
    blue: '0000FF',
    yellow: 'FFFF00',
    orange: 'FFA500',
    purple: '800080',
    gray: '808080',
    grey: '808080',
    silver: 'C0C0C0',
    maroon: '800000',
    olive: '808000',
    lime: '00FF00',
    teal: '008080',
    navy: '000080',
    aqua: '00FFFF',
    cyan: '00FFFF',
    fuchsia: 'FF00FF',
    magenta: 'FF00FF',
  }),
);

// Bare hex needs 6 or 8 digits (spec 5); the 3/4-digit shorthand is only taken with '#', as in CSS, because a
// bare 3-character string is more likely a typo or a cut-off value than a colour.
const LONG_HEX = /^#?([0-9a-f]{6}|[0-9a-f]{8})$/i;
const SHORT_HEX = /^#([0-9a-f]{3,4})$/i;
const CSS_FUNCTION = /^([a-z]+)\((.*)\)$/i;
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * Any supported colour as '#RRGGBBAA' (uppercase, alpha FF when not given), or FALLBACK_COLOR.
 * Supported: hex (#RGB, #RGBA, RRGGBB, RRGGBBAA, '#' optional for the long forms), rgb()/rgba() in comma or
 * space syntax, oklch(), and the names in NAMED_COLORS. hsl(), lab(), color() and other names fall back.
 */
export function normalizeColor(input: unknown): string {
  const rgba = parseColor(input);
  return rgba === null ? FALLBACK_COLOR : toHex(rgba);
}

/** The colour as 8-bit channels, or null when it is not a supported colour string. */
export function parseColor(input: unknown): Rgba | null {
  if (typeof input !== 'string') return null;
  const text = input.trim();
  if (text === '') return null;

  const hex = LONG_HEX.exec(text)?.[1] ?? expandShortHex(SHORT_HEX.exec(text)?.[1]);
  if (hex !== undefined) return hexToRgba(hex);

  // A Map, so 'constructor' or '__proto__' cannot resolve to Object.prototype members.
  const named = NAMED_COLORS.get(text.toLowerCase());
  if (named !== undefined) return hexToRgba(named);

  const call = parseFunction(text);
  if (call === null) return null;
  const rgba =
    call.name === 'rgb' || call.name === 'rgba'
      ? rgbFromArgs(call)
      : call.name === 'oklch' && !call.legacy
        ? oklchFromArgs(call)
        : null;
  // Rounded here so contrast and brightness see the same colour normalizeColor prints.
  return rgba === null
    ? null
    : { ...rgba, r: Math.round(rgba.r), g: Math.round(rgba.g), b: Math.round(rgba.b) };
}

/** WCAG 2.x relative luminance (0 black - 1 white); alpha is ignored. */
export function relativeLuminance(color: unknown): number {
  const { r, g, b } = parseColor(color) ?? BLACK;
  return 0.2126 * srgbToLinear(r / 255) + 0.7152 * srgbToLinear(g / 255) + 0.0722 * srgbToLinear(b / 255);
}

/**
 * WCAG 2.x contrast ratio (1-21) of two colours, in either order. Alpha is ignored: compositing needs the
 * backdrop, which only the caller knows. Invalid colours count as black, as normalizeColor would make them.
 */
export function contrastRatio(a: unknown, b: unknown): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Whether the pair reaches the WCAG level; not rounded, so 4.49 fails AA as WCAG requires. */
export function meetsContrast(a: unknown, b: unknown, level: ContrastLevel): boolean {
  return contrastRatio(a, b) >= CONTRAST_RATIOS[level];
}

/** Weighted brightness 0.299R + 0.587G + 0.114B on 0-255 channels; alpha is ignored. */
export function perceivedBrightness(color: unknown): number {
  return brightnessTimes1000(parseColor(color) ?? BLACK) / 1000;
}

/** Whether text on this colour should be light: brightness below BRIGHTNESS_THRESHOLD (128 itself is light). */
export function isDarkColor(color: unknown): boolean {
  // Integer weights keep the boundary exact: 0.299*128 + 0.587*128 + 0.114*128 is not exactly 128 in floats.
  return brightnessTimes1000(parseColor(color) ?? BLACK) < BRIGHTNESS_THRESHOLD * 1000;
}

const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };

function brightnessTimes1000({ r, g, b }: Rgba): number {
  return 299 * r + 587 * g + 114 * b;
}

function toHex({ r, g, b, a }: Rgba): string {
  const byte = (value: number) => Math.round(value).toString(16).padStart(2, '0');
  return `#${byte(r)}${byte(g)}${byte(b)}${byte(a * 255)}`.toUpperCase();
}

function expandShortHex(short: string | undefined): string | undefined {
  return short === undefined ? undefined : [...short].map((digit) => digit + digit).join('');
}

function hexToRgba(hex: string): Rgba {
  const channel = (index: number) => parseInt(hex.slice(index, index + 2), 16);
  return { r: channel(0), g: channel(2), b: channel(4), a: hex.length === 8 ? channel(6) / 255 : 1 };
}

interface FunctionCall {
  name: string;
  channels: string[];
  alpha: string | undefined;
  /** Written with commas, e.g. rgba(1, 2, 3, 0.5); oklch() has no such form. */
  legacy: boolean;
}

function parseFunction(text: string): FunctionCall | null {
  const match = CSS_FUNCTION.exec(text);
  const name = match?.[1]?.toLowerCase();
  const body = match?.[2]?.trim();
  if (name === undefined || body === undefined) return null;

  if (body.includes(',')) {
    const parts = body.split(',').map((part) => part.trim());
    if (body.includes('/') || parts.length < 3 || parts.length > 4) return null;
    return { name, channels: parts.slice(0, 3), alpha: parts[3], legacy: true };
  }

  const [main = '', alpha, ...rest] = body.split('/');
  if (rest.length > 0) return null;
  const channels = main.trim().split(/\s+/);
  if (channels.length !== 3) return null;
  return { name, channels, alpha: alpha?.trim(), legacy: false };
}

/** A number, or a percentage scaled so 100% = `percentScale`; CSS `none` is 0. */
function parseValue(token: string | undefined, percentScale: number): number | null {
  if (token === undefined) return null;
  if (token.toLowerCase() === 'none') return 0;
  if (token.endsWith('%')) {
    const number = token.slice(0, -1);
    return finite(NUMBER.test(number) ? (Number(number) / 100) * percentScale : null);
  }
  return finite(NUMBER.test(token) ? Number(token) : null);
}

// '1e999' matches the number syntax but would turn into Infinity and then NaN channels.
function finite(value: number | null): number | null {
  return value !== null && Number.isFinite(value) ? value : null;
}

function parseAlpha(token: string | undefined): number | null {
  if (token === undefined) return 1;
  const alpha = parseValue(token, 1);
  return alpha === null ? null : clamp(alpha, 0, 1);
}

function rgbFromArgs({ channels, alpha }: FunctionCall): Rgba | null {
  const [r, g, b] = channels.map((token) => parseValue(token, 255));
  const a = parseAlpha(alpha);
  if (r == null || g == null || b == null || a === null) return null;
  return { r: clamp(r, 0, 255), g: clamp(g, 0, 255), b: clamp(b, 0, 255), a };
}

const HUE_UNITS: Readonly<Record<string, number>> = { deg: 1, grad: 0.9, rad: 180 / Math.PI, turn: 360 };

function parseHue(token: string | undefined): number | null {
  const match = token === undefined ? null : /^(.*?)(deg|grad|rad|turn)?$/i.exec(token);
  const unit = HUE_UNITS[match?.[2]?.toLowerCase() ?? 'deg'];
  const value = match?.[1] === undefined || match[1].endsWith('%') ? null : parseValue(match[1], 1);
  return value === null || unit === undefined ? null : value * unit;
}

/** oklch(L C H [/ A]): L as 0-1 or a percentage, C as a number or a percentage of 0.4 (CSS Color 4). */
function oklchFromArgs({ channels, alpha }: FunctionCall): Rgba | null {
  const lightness = parseValue(channels[0], 1);
  const chroma = parseValue(channels[1], 0.4);
  const hue = parseHue(channels[2]);
  const a = parseAlpha(alpha);
  if (lightness === null || chroma === null || hue === null || a === null) return null;

  const [r, g, b] = oklchToLinearSrgb(clamp(lightness, 0, 1), Math.max(chroma, 0), hue);
  // Gamut clipping per channel, not CSS Color 4 chroma reduction: simple, exact for in-gamut colours, and
  // only shifts hue slightly for colours beyond sRGB.
  const channel = (linear: number) => linearToSrgb(clamp(linear, 0, 1)) * 255;
  return { r: channel(r), g: channel(g), b: channel(b), a };
}

// OKLCH -> OKLab -> LMS -> linear sRGB, with the matrices from Björn Ottosson's OKLab definition.
function oklchToLinearSrgb(lightness: number, chroma: number, hueDegrees: number): [number, number, number] {
  const hue = (hueDegrees * Math.PI) / 180;
  const labA = chroma * Math.cos(hue);
  const labB = chroma * Math.sin(hue);

  const l = (lightness + 0.3963377774 * labA + 0.2158037573 * labB) ** 3;
  const m = (lightness - 0.1055613458 * labA - 0.0638541728 * labB) ** 3;
  const s = (lightness - 0.0894841775 * labA - 1.291485548 * labB) ** 3;

  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
}

function linearToSrgb(linear: number): number {
  return linear <= 0.0031308 ? 12.92 * linear : 1.055 * linear ** (1 / 2.4) - 0.055;
}

// 0.04045 is the sRGB standard's knee; WCAG 2.x quotes 0.03928, which gives identical results for 8-bit values.
function srgbToLinear(channel: number): number {
  return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
