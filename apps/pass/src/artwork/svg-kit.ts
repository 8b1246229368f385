// Small SVG drawing helpers of the demo artwork: a seeded random source, gradients, smooth ridges, silhouettes.

/** A deterministic random source per picture name, so the same name always draws the same picture. */
export type Random = () => number;

export function seededRandom(seed: string): Random {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  // mulberry32: small, fast and good enough for scattering shapes.
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (random: Random, min: number, max: number): number => min + random() * (max - min);

const round = (value: number): string => String(Math.round(value * 10) / 10);

/** A canvas of a given size collecting gradient definitions and shapes. */
export class Canvas {
  private readonly defs: string[] = [];
  private readonly shapes: string[] = [];
  private nextId = 0;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly random: Random,
  ) {}

  /** A vertical linear gradient from `stops` (offset 0..1, colour, optional opacity); returns its fill. */
  linear(stops: readonly (readonly [number, string, number?])[], horizontal = false): string {
    const id = `g${this.nextId++}`;
    const axis = horizontal ? 'x1="0" y1="0" x2="1" y2="0"' : 'x1="0" y1="0" x2="0" y2="1"';
    this.defs.push(`<linearGradient id="${id}" ${axis}>${stopsOf(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  /** A radial gradient (a glow that fades out); returns its fill. */
  radial(stops: readonly (readonly [number, string, number?])[]): string {
    const id = `g${this.nextId++}`;
    this.defs.push(`<radialGradient id="${id}">${stopsOf(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  add(shape: string): void {
    this.shapes.push(shape);
  }

  rect(x: number, y: number, width: number, height: number, fill: string, extra = ''): void {
    this.add(
      `<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}" fill="${fill}" ${extra}/>`,
    );
  }

  circle(cx: number, cy: number, r: number, fill: string, extra = ''): void {
    this.add(`<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${fill}" ${extra}/>`);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): void {
    this.add(
      `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(rx)}" ry="${round(ry)}" fill="${fill}" ${extra}/>`,
    );
  }

  polygon(points: readonly (readonly [number, number])[], fill: string, extra = ''): void {
    const list = points.map(([x, y]) => `${round(x)},${round(y)}`).join(' ');
    this.add(`<polygon points="${list}" fill="${fill}" ${extra}/>`);
  }

  path(d: string, fill: string, extra = ''): void {
    this.add(`<path d="${d}" fill="${fill}" ${extra}/>`);
  }

  /** The whole sky: a vertical gradient over the canvas. */
  sky(stops: readonly (readonly [number, string, number?])[]): void {
    this.rect(0, 0, this.width, this.height, this.linear(stops));
  }

  /** A soft glow (sun, moon, spotlight) as a radial gradient, no blur filter (cheap to render). */
  glow(cx: number, cy: number, r: number, color: string, strength = 1): void {
    const fill = this.radial([
      [0, color, strength],
      [0.35, color, strength * 0.6],
      [1, color, 0],
    ]);
    this.circle(cx, cy, r, fill);
  }

  /** A ridge of hills from y≈`base` with the given height of waves, filled down to the bottom. */
  ridge(base: number, amplitude: number, fill: string, waves = 3): void {
    const phase = this.random() * Math.PI * 2;
    const phase2 = this.random() * Math.PI * 2;
    const step = this.width / 40;
    let d = `M0,${this.height} L0,${round(base)}`;
    for (let x = 0; x <= this.width + step; x += step) {
      const t = x / this.width;
      const y =
        base -
        amplitude *
          (0.6 * Math.sin(t * Math.PI * waves + phase) + 0.4 * Math.sin(t * Math.PI * waves * 2.3 + phase2));
      d += ` L${round(x)},${round(y)}`;
    }
    this.path(`${d} L${this.width},${this.height} Z`, fill);
  }

  /** Stars scattered over the upper part. */
  stars(count: number, maxY: number): void {
    for (let i = 0; i < count; i++) {
      const r = between(this.random, 0.8, 2.4);
      this.circle(
        this.random() * this.width,
        this.random() * maxY,
        r,
        '#ffffff',
        `opacity="${round(between(this.random, 0.3, 0.9))}"`,
      );
    }
  }

  toSvg(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}">` +
      `<defs>${this.defs.join('')}</defs>${this.shapes.join('')}</svg>`
    );
  }
}

function stopsOf(stops: readonly (readonly [number, string, number?])[]): string {
  return stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity ?? 1}"/>`,
    )
    .join('');
}
