// The demo pictures' scenes: each composes parts into one kind of picture (a concert, a festival, a play...).
import {
  balloons,
  band,
  beams,
  bokeh,
  bridge,
  bubbles,
  bunting,
  castle,
  crowd,
  curtains,
  figure,
  fireworks,
  glass,
  stadium,
  stage,
  stringLights,
  tents,
  trees,
  tshirt,
  vineyard,
  water,
} from './scene-parts';
import { between } from './svg-kit';
import type { Canvas } from './svg-kit';

export interface ConcertOptions {
  /** Sky from top to bottom. */
  sky: readonly [string, string, string];
  lights: readonly string[];
  /** Musicians on the stage; 0 leaves the stage empty. */
  players: number;
  /** How close the camera is: 1 from the crowd, 2 near the stage. */
  zoom?: 1 | 2;
  /** Crowd rows in front; 0 for none. */
  crowdRows?: number;
}

/** A night concert: stage, light beams, the band and the crowd. */
export function concert(c: Canvas, options: ConcertOptions): void {
  const { width: w, height: h } = c;
  const zoom = options.zoom ?? 1;
  c.sky([
    [0, options.sky[0]],
    [0.55, options.sky[1]],
    [1, options.sky[2]],
  ]);
  c.stars(60, h * 0.35);
  bokeh(c, 10, options.lights);
  const floorY = h * (zoom === 2 ? 0.86 : 0.68);
  const stageWidth = w * (zoom === 2 ? 1.1 : 0.62);
  const stageHeight = h * (zoom === 2 ? 0.75 : 0.42);
  beams(c, w / 2, floorY - stageHeight * 0.98, h, stageWidth * 0.9, options.lights);
  stage(c, w / 2, stageWidth, floorY, stageHeight, '#0b0a12');
  if (options.players > 0) {
    c.glow(w / 2, floorY - stageHeight * 0.3, stageWidth * 0.45, options.lights[0] ?? '#f472b6', 0.45);
    band(c, w / 2, floorY, options.players, stageHeight * (zoom === 2 ? 0.62 : 0.45), '#07060c');
  }
  const rows = options.crowdRows ?? 2;
  if (rows > 0) {
    crowd(c, h * (zoom === 2 ? 0.9 : 0.8), ['#111018', '#07060b', '#020203'].slice(0, rows), h * 0.045);
  }
}

/** A portrait on stage: one musician in a spotlight, close up. */
export function portrait(c: Canvas, background: readonly [string, string], light: string): void {
  const { width: w, height: h } = c;
  c.sky([
    [0, background[0]],
    [1, background[1]],
  ]);
  bokeh(c, 14, [light, '#fde68a', '#a5b4fc']);
  c.glow(w * 0.5, h * 0.35, h * 0.55, light, 0.8);
  figure(c, w * 0.5, h * 1.45, h * 1.25, '#0a0910');
  c.rect(w * 0.5 - h * 0.31, h * 0.45, h * 0.02, h * 0.6, '#0a0910');
  c.ellipse(w * 0.5 - h * 0.3, h * 0.44, h * 0.035, h * 0.05, '#0a0910');
}

export interface FestivalOptions {
  sky: readonly [string, string, string];
  sun: string;
  hills: readonly [string, string, string];
  /** A stage in the distance with its lights. */
  stage?: boolean;
  tents?: boolean;
  crowd?: boolean;
  bunting?: boolean;
}

/** A festival meadow: sky, sun, rolling hills, lime trees and, as asked, a stage, tents and people. */
export function festival(c: Canvas, options: FestivalOptions): void {
  const { width: w, height: h } = c;
  c.sky([
    [0, options.sky[0]],
    [0.6, options.sky[1]],
    [1, options.sky[2]],
  ]);
  const sunX = between(c.random, w * 0.2, w * 0.8);
  c.glow(sunX, h * 0.5, h * 0.5, options.sun, 0.9);
  c.circle(sunX, h * 0.5, h * 0.07, options.sun);
  c.ridge(h * 0.55, h * 0.05, options.hills[0], 2);
  trees(c, h * 0.62, 9, h * 0.1, [options.hills[1]]);
  c.ridge(h * 0.66, h * 0.04, options.hills[1], 3);
  if (options.stage) {
    beams(c, w * 0.5, h * 0.38, h * 0.75, w * 0.25, ['#f472b6', '#facc15', '#38bdf8']);
    stage(c, w * 0.5, w * 0.34, h * 0.68, h * 0.28, '#14110f');
    band(c, w * 0.5, h * 0.68, 4, h * 0.12, '#0c0a09');
  }
  c.ridge(h * 0.8, h * 0.03, options.hills[2], 2);
  if (options.tents) tents(c, h * 0.86, 7, h * 0.09, ['#f97316', '#2563eb', '#16a34a', '#eab308', '#dc2626']);
  if (options.bunting)
    bunting(c, h * 0.06, h * 0.06, ['#f43f5e', '#facc15', '#22c55e', '#3b82f6', '#a855f7']);
  if (options.crowd) crowd(c, h * 0.86, ['#1c1917', '#0c0a09'], h * 0.04);
}

/** A castle above the river at night with fireworks (and a concert glow when `stage`). */
export function castleNight(c: Canvas, withBridge: boolean, fireworkColors: readonly string[]): void {
  const { width: w, height: h } = c;
  c.sky([
    [0, '#020617'],
    [0.6, '#1e1b4b'],
    [1, '#7c2d12'],
  ]);
  c.stars(120, h * 0.5);
  fireworks(c, 5, fireworkColors, h * 0.4);
  c.ridge(h * 0.55, h * 0.08, '#0f172a', 1);
  castle(c, w * 0.36, h * 0.52, h * 0.22, '#0b1120', '#fbbf24');
  if (withBridge) bridge(c, h * 0.62, '#111827', 6);
  water(c, h * 0.7, ['#1e1b4b', '#020617'], '#fbbf24');
}

/** A theatre stage between red curtains: two figures in a spotlight. */
export function theatre(
  c: Canvas,
  backdrop: readonly [string, string],
  scene: 'balcony' | 'ball' | 'tomb',
): void {
  const { width: w, height: h } = c;
  c.sky([
    [0, backdrop[0]],
    [1, backdrop[1]],
  ]);
  c.rect(
    0,
    h * 0.78,
    w,
    h * 0.22,
    c.linear([
      [0, '#3f2a1d'],
      [1, '#1c1210'],
    ]),
  );
  c.glow(w * 0.5, h * 0.62, h * 0.45, '#fef3c7', 0.75);
  if (scene === 'balcony') {
    c.rect(w * 0.55, h * 0.3, w * 0.16, h * 0.48, '#1f1720');
    c.rect(w * 0.53, h * 0.42, w * 0.2, h * 0.03, '#120d13');
    figure(c, w * 0.63, h * 0.42, h * 0.2, '#0b0709');
    figure(c, w * 0.4, h * 0.8, h * 0.3, '#0b0709', 1);
  } else if (scene === 'ball') {
    stringLights(c, h * 0.2, h * 0.05, '#fde68a');
    for (let i = 0; i < 7; i++)
      figure(
        c,
        w * (0.25 + i * 0.085),
        h * 0.8,
        h * between(c.random, 0.26, 0.31),
        '#0b0709',
        i % 3 === 0 ? 2 : 0,
      );
  } else {
    c.rect(w * 0.38, h * 0.66, w * 0.24, h * 0.1, '#1e1b2e');
    c.ellipse(w * 0.5, h * 0.655, w * 0.1, h * 0.02, '#0b0709');
    for (const x of [0.3, 0.7]) {
      c.rect(w * x - 4, h * 0.5, 8, h * 0.28, '#d6d3d1');
      c.glow(w * x, h * 0.48, 60, '#fb923c', 0.9);
    }
  }
  curtains(c, '#9f1239', '#4c0519');
}

/** A vineyard at sunset with a glass of wine in front. */
export function vineyardSunset(c: Canvas): void {
  const { width: w, height: h } = c;
  c.sky([
    [0, '#4c1d95'],
    [0.55, '#db2777'],
    [1, '#fdba74'],
  ]);
  c.glow(w * 0.7, h * 0.45, h * 0.45, '#fde68a', 0.9);
  c.ridge(h * 0.48, h * 0.05, '#581c87', 2);
  c.rect(
    0,
    h * 0.5,
    w,
    h * 0.5,
    c.linear([
      [0, '#3b0764'],
      [1, '#1e1b4b'],
    ]),
  );
  vineyard(c, h * 0.5, 16, '#166534');
  glass(c, w * 0.2, h * 0.95, h * 0.55, '#7f1d1d');
  glass(c, w * 0.3, h * 0.97, h * 0.48, '#facc15');
}

/** An evening football match under floodlights. */
export function footballNight(c: Canvas): void {
  c.sky([
    [0, '#020617'],
    [1, '#1e3a8a'],
  ]);
  stadium(c, c.height * 0.5);
}

/** A beer garden at dusk: string lights, bubbles and raised glasses. */
export function beerGarden(c: Canvas): void {
  const { width: w, height: h } = c;
  c.sky([
    [0, '#1c1917'],
    [0.5, '#92400e'],
    [1, '#f59e0b'],
  ]);
  bubbles(c, 90, '#fef3c7');
  stringLights(c, h * 0.1, h * 0.08, '#fde68a');
  stringLights(c, h * 0.28, h * 0.06, '#fdba74');
  crowd(c, h * 0.74, ['#292524', '#1c1917'], h * 0.05);
  for (let i = 0; i < 4; i++) glass(c, w * (0.2 + i * 0.2), h * 1.02, h * 0.3, '#f59e0b', true);
}

/** Children's day by the river: sky, clouds, balloons and the embankment. */
export function childrenDay(c: Canvas): void {
  const { width: w, height: h } = c;
  c.sky([
    [0, '#38bdf8'],
    [1, '#e0f2fe'],
  ]);
  c.glow(w * 0.85, h * 0.15, h * 0.3, '#fde047', 1);
  c.circle(w * 0.85, h * 0.15, h * 0.07, '#facc15');
  for (let i = 0; i < 5; i++) {
    const x = between(c.random, 0, w);
    const y = between(c.random, h * 0.08, h * 0.35);
    for (const [dx, r] of [
      [0, 40],
      [45, 55],
      [95, 38],
    ] as const) {
      c.circle(x + dx, y, r, '#ffffff', 'opacity="0.85"');
    }
  }
  water(c, h * 0.72, ['#0284c7', '#075985'], '#e0f2fe');
  c.rect(0, h * 0.62, w, h * 0.1, '#a8a29e');
  trees(c, h * 0.64, 6, h * 0.09, ['#15803d', '#166534']);
  balloons(c, 12, ['#ef4444', '#f59e0b', '#22c55e', '#3b82f6', '#a855f7', '#ec4899']);
}

/** A product photo: the festival T-shirt on a light background. */
export function productShot(c: Canvas): void {
  c.sky([
    [0, '#f5f5f4'],
    [1, '#d6d3d1'],
  ]);
  c.ellipse(c.width / 2, c.height * 0.88, c.width * 0.32, c.height * 0.05, '#a8a29e', 'opacity="0.5"');
  tshirt(c, '#166534', '#facc15');
}
