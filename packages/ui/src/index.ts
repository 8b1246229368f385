// Public entry of the UI package: framework-free colour helpers.
export {
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
export type { ContrastLevel, Rgba } from './color';
