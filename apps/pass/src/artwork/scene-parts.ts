// Pieces the demo pictures are composed of: people, stages, light, trees, tents, water, castles and more.
import { between } from './svg-kit';
import type { Canvas } from './svg-kit';

/** A standing person seen from afar, feet at `floorY`; `arms` raised for a crowd or a singer. */
export function figure(c: Canvas, x: number, floorY: number, height: number, color: string, arms = 0): void {
  const head = height * 0.11;
  const shoulder = floorY - height * 0.8;
  const hip = floorY - height * 0.45;
  c.circle(x, shoulder - head * 1.05, head, color);
  c.polygon(
    [
      [x - height * 0.13, shoulder],
      [x + height * 0.13, shoulder],
      [x + height * 0.1, hip],
      [x - height * 0.1, hip],
    ],
    color,
  );
  c.polygon(
    [
      [x - height * 0.1, hip],
      [x - height * 0.02, hip],
      [x - height * 0.03, floorY],
      [x - height * 0.1, floorY],
    ],
    color,
  );
  c.polygon(
    [
      [x + height * 0.02, hip],
      [x + height * 0.1, hip],
      [x + height * 0.1, floorY],
      [x + height * 0.03, floorY],
    ],
    color,
  );
  const arm = height * 0.045;
  for (const side of [-1, 1]) {
    const raised = arms > 0 && (side === 1 || arms > 1);
    const startX = x + side * height * 0.12;
    const endX = raised ? x + side * height * 0.22 : x + side * height * 0.16;
    const endY = raised ? shoulder - height * 0.42 : hip + height * 0.05;
    c.polygon(
      [
        [startX - arm, shoulder],
        [startX + arm, shoulder],
        [endX + arm * 0.6, endY],
        [endX - arm * 0.6, endY],
      ],
      color,
    );
  }
}

/** Rows of heads and shoulders across the bottom, some with raised hands; darker rows nearer. */
export function crowd(c: Canvas, topY: number, colors: readonly string[], size: number): void {
  colors.forEach((color, row) => {
    const y = topY + row * size * 0.9;
    const scale = size * (1 + row * 0.35);
    for (let x = -scale; x < c.width + scale; x += scale * between(c.random, 0.75, 1.05)) {
      const headY = y + between(c.random, -scale * 0.15, scale * 0.15);
      c.ellipse(x, headY + scale * 1.05, scale * 0.62, scale * 0.72, color);
      c.circle(x, headY, scale * 0.34, color);
      if (c.random() < 0.22) {
        const lean = between(c.random, -0.35, 0.35) * scale;
        c.polygon(
          [
            [x + scale * 0.3, headY + scale * 0.5],
            [x + scale * 0.45, headY + scale * 0.45],
            [x + scale * 0.5 + lean, headY - scale * 1.1],
            [x + scale * 0.38 + lean, headY - scale * 1.12],
          ],
          color,
        );
        c.circle(x + scale * 0.44 + lean, headY - scale * 1.16, scale * 0.11, color);
      }
    }
    c.rect(0, y + scale * 1.3, c.width, c.height, color);
  });
}

/** A festival stage: floor, two truss towers and a curved roof; returns the stage floor's height. */
export function stage(
  c: Canvas,
  cx: number,
  width: number,
  floorY: number,
  height: number,
  color: string,
): void {
  const left = cx - width / 2;
  c.rect(left - width * 0.04, floorY, width * 1.08, height * 0.12, color);
  c.rect(left, floorY - height, width * 0.035, height, color);
  c.rect(left + width * 0.965, floorY - height, width * 0.035, height, color);
  c.path(
    `M${left - width * 0.06},${floorY - height} Q${cx},${floorY - height * 1.45} ${left + width * 1.06},${floorY - height} L${left + width * 1.06},${floorY - height * 0.9} Q${cx},${floorY - height * 1.3} ${left - width * 0.06},${floorY - height * 0.9} Z`,
    color,
  );
}

/** Beams of stage light fanning down from above the stage. */
export function beams(
  c: Canvas,
  cx: number,
  topY: number,
  floorY: number,
  spread: number,
  colors: readonly string[],
): void {
  colors.forEach((color, index) => {
    const x = cx + (index - (colors.length - 1) / 2) * (spread / colors.length);
    const target = x + between(c.random, -spread * 0.7, spread * 0.7);
    const width = between(c.random, spread * 0.08, spread * 0.16);
    const fill = c.linear([
      [0, color, 0.75],
      [1, color, 0],
    ]);
    c.polygon(
      [
        [x - 6, topY],
        [x + 6, topY],
        [target + width, floorY],
        [target - width, floorY],
      ],
      fill,
    );
    c.glow(x, topY, 26, color, 0.9);
  });
}

/** Musicians on a stage: a singer with a microphone and players with guitars. */
export function band(
  c: Canvas,
  cx: number,
  floorY: number,
  count: number,
  height: number,
  color: string,
): void {
  for (let i = 0; i < count; i++) {
    const x = cx + (i - (count - 1) / 2) * height * 0.75;
    const h = height * between(c.random, 0.92, 1.05);
    const singer = i === Math.floor(count / 2);
    figure(c, x, floorY, h, color, singer ? 1 : 0);
    if (singer) {
      c.rect(x - h * 0.3, floorY - h * 0.75, h * 0.02, h * 0.75, color);
    } else {
      // A guitar across the body: the body and the neck.
      c.ellipse(
        x + h * 0.04,
        floorY - h * 0.47,
        h * 0.12,
        h * 0.08,
        color,
        `transform="rotate(-25 ${x} ${floorY - h * 0.47})"`,
      );
      c.polygon(
        [
          [x + h * 0.08, floorY - h * 0.5],
          [x + h * 0.42, floorY - h * 0.78],
          [x + h * 0.44, floorY - h * 0.75],
          [x + h * 0.1, floorY - h * 0.46],
        ],
        color,
      );
    }
  }
}

/** Lime trees: round crowns of three circles on a trunk. */
export function trees(
  c: Canvas,
  baseY: number,
  count: number,
  size: number,
  colors: readonly string[],
): void {
  for (let i = 0; i < count; i++) {
    const x = between(c.random, 0, c.width);
    const s = size * between(c.random, 0.7, 1.2);
    const color = colors[i % colors.length] ?? '#1f3b2d';
    c.rect(x - s * 0.07, baseY - s * 0.9, s * 0.14, s * 0.95, color);
    c.circle(x, baseY - s * 1.35, s * 0.62, color);
    c.circle(x - s * 0.45, baseY - s * 1.05, s * 0.45, color);
    c.circle(x + s * 0.45, baseY - s * 1.08, s * 0.47, color);
  }
}

/** A row of tents. */
export function tents(
  c: Canvas,
  baseY: number,
  count: number,
  size: number,
  colors: readonly string[],
): void {
  for (let i = 0; i < count; i++) {
    const x = (i + 0.5) * (c.width / count) + between(c.random, -size * 0.4, size * 0.4);
    const s = size * between(c.random, 0.8, 1.15);
    const y = baseY + between(c.random, -s * 0.1, s * 0.2);
    c.polygon(
      [
        [x - s, y],
        [x, y - s * 0.85],
        [x + s, y],
      ],
      colors[i % colors.length] ?? '#f97316',
    );
    c.polygon(
      [
        [x - s * 0.22, y],
        [x, y - s * 0.55],
        [x + s * 0.22, y],
      ],
      '#1c1917',
      'opacity="0.55"',
    );
  }
}

/** Pennant bunting sagging across the picture. */
export function bunting(c: Canvas, y: number, sag: number, colors: readonly string[]): void {
  const count = 22;
  const at = (t: number) => y + sag * 4 * t * (1 - t);
  c.path(
    `M0,${y} Q${c.width / 2},${y + sag * 2} ${c.width},${y}`,
    'none',
    'stroke="#1c1917" stroke-width="2" opacity="0.6"',
  );
  for (let i = 0; i < count; i++) {
    const t0 = (i + 0.15) / count;
    const t1 = (i + 0.85) / count;
    const x0 = t0 * c.width;
    const x1 = t1 * c.width;
    c.polygon(
      [
        [x0, at(t0)],
        [x1, at(t1)],
        [(x0 + x1) / 2, (at(t0) + at(t1)) / 2 + c.width / count],
      ],
      colors[i % colors.length] ?? '#facc15',
    );
  }
}

/** Strings of warm bulbs. */
export function stringLights(c: Canvas, y: number, sag: number, color: string): void {
  c.path(
    `M0,${y} Q${c.width / 2},${y + sag * 2} ${c.width},${y}`,
    'none',
    'stroke="#0c0a09" stroke-width="2" opacity="0.7"',
  );
  for (let i = 1; i < 30; i++) {
    const t = i / 30;
    const x = t * c.width;
    const by = y + sag * 4 * t * (1 - t) + 8;
    c.glow(x, by, 22, color, 0.8);
    c.circle(x, by, 5, '#fffbeb');
  }
}

/** A castle on a hill: walls, towers with conical roofs. */
export function castle(
  c: Canvas,
  cx: number,
  baseY: number,
  size: number,
  color: string,
  windows: string,
): void {
  c.rect(cx - size, baseY - size * 0.55, size * 2, size * 0.55, color);
  for (let x = cx - size; x < cx + size; x += size * 0.16) {
    c.rect(x, baseY - size * 0.62, size * 0.09, size * 0.08, color);
  }
  for (const [dx, h] of [
    [-1, 1.0],
    [-0.35, 1.35],
    [0.4, 1.15],
    [1, 0.95],
  ] as const) {
    const x = cx + dx * size;
    c.rect(x - size * 0.12, baseY - size * h, size * 0.24, size * h, color);
    c.polygon(
      [
        [x - size * 0.16, baseY - size * h],
        [x, baseY - size * (h + 0.35)],
        [x + size * 0.16, baseY - size * h],
      ],
      color,
    );
    c.rect(x - size * 0.03, baseY - size * (h - 0.2), size * 0.06, size * 0.1, windows);
  }
  for (let i = 0; i < 7; i++) {
    c.rect(cx - size * 0.8 + i * size * 0.25, baseY - size * 0.35, size * 0.05, size * 0.09, windows);
  }
}

/** Water with light reflections. */
export function water(c: Canvas, topY: number, colors: readonly [string, string], light: string): void {
  c.rect(
    0,
    topY,
    c.width,
    c.height - topY,
    c.linear([
      [0, colors[0]],
      [1, colors[1]],
    ]),
  );
  for (let i = 0; i < 60; i++) {
    const y = between(c.random, topY + 6, c.height);
    const w = between(c.random, 20, 160) * (0.5 + (y - topY) / (c.height - topY));
    c.rect(
      between(c.random, 0, c.width),
      y,
      w,
      3,
      light,
      `opacity="${between(c.random, 0.15, 0.5).toFixed(2)}"`,
    );
  }
}

/** A bridge of arches across the picture. */
export function bridge(c: Canvas, deckY: number, color: string, arches: number): void {
  const span = c.width / arches;
  let d = `M0,${deckY} L${c.width},${deckY} L${c.width},${deckY + span * 0.5}`;
  for (let i = arches; i > 0; i--) {
    const x1 = i * span;
    const x0 = (i - 1) * span;
    d += ` L${x1 - span * 0.08},${deckY + span * 0.5} Q${(x0 + x1) / 2},${deckY + span * 0.05} ${x0 + span * 0.08},${deckY + span * 0.5}`;
  }
  c.path(`${d} L0,${deckY + span * 0.5} Z`, color);
  c.rect(0, deckY - 14, c.width, 14, color);
}

/** Bursts of fireworks in the sky. */
export function fireworks(c: Canvas, count: number, colors: readonly string[], maxY: number): void {
  for (let i = 0; i < count; i++) {
    const cx = between(c.random, c.width * 0.08, c.width * 0.92);
    const cy = between(c.random, maxY * 0.15, maxY);
    const r = between(c.random, 50, 130);
    const color = colors[i % colors.length] ?? '#fde047';
    c.glow(cx, cy, r * 1.2, color, 0.35);
    const rays = 18;
    for (let k = 0; k < rays; k++) {
      const angle = (k / rays) * Math.PI * 2;
      const x = cx + Math.cos(angle) * r;
      const y = cy + Math.sin(angle) * r;
      c.add(
        `<line x1="${(cx + Math.cos(angle) * r * 0.3).toFixed(1)}" y1="${(cy + Math.sin(angle) * r * 0.3).toFixed(1)}" x2="${x.toFixed(1)}" y2="${y.toFixed(1)}" stroke="${color}" stroke-width="3" stroke-linecap="round"/>`,
      );
      c.circle(x, y, 4, '#fffbeb');
    }
  }
}

/** Balloons on strings. */
export function balloons(c: Canvas, count: number, colors: readonly string[]): void {
  for (let i = 0; i < count; i++) {
    const x = between(c.random, c.width * 0.05, c.width * 0.95);
    const y = between(c.random, c.height * 0.1, c.height * 0.55);
    const r = between(c.random, 28, 52);
    c.path(`M${x},${y + r * 1.2} q${r * 0.3},${r} 0,${r * 2.2}`, 'none', 'stroke="#334155" stroke-width="2"');
    c.ellipse(x, y, r, r * 1.2, colors[i % colors.length] ?? '#ef4444');
    c.ellipse(x - r * 0.35, y - r * 0.4, r * 0.18, r * 0.28, '#ffffff', 'opacity="0.45"');
  }
}

/** Rows of vines running towards the horizon. */
export function vineyard(c: Canvas, horizonY: number, rows: number, color: string): void {
  for (let i = 0; i < rows; i++) {
    const startX = (i / (rows - 1)) * c.width * 2.2 - c.width * 0.6;
    const d = `M${startX},${c.height} Q${c.width * 0.5 + (startX - c.width * 0.5) * 0.35},${horizonY + (c.height - horizonY) * 0.3} ${c.width * 0.5 + (startX - c.width * 0.5) * 0.08},${horizonY}`;
    c.path(
      d,
      'none',
      `stroke="${color}" stroke-width="${(14 - i * 0.3).toFixed(1)}" stroke-dasharray="18 10" stroke-linecap="round"`,
    );
  }
}

/** A football pitch in perspective with floodlights and the stands behind. */
export function stadium(c: Canvas, horizonY: number): void {
  c.rect(
    0,
    horizonY - c.height * 0.22,
    c.width,
    c.height * 0.22,
    c.linear([
      [0, '#1e293b'],
      [1, '#334155'],
    ]),
  );
  for (let i = 0; i < 240; i++) {
    const colors = ['#ef4444', '#f8fafc', '#2563eb', '#facc15'];
    c.circle(
      between(c.random, 0, c.width),
      between(c.random, horizonY - c.height * 0.2, horizonY - 6),
      between(c.random, 2, 4),
      colors[i % colors.length] ?? '#f8fafc',
      'opacity="0.7"',
    );
  }
  const stripes = 10;
  for (let i = 0; i < stripes; i++) {
    const t0 = i / stripes;
    const t1 = (i + 1) / stripes;
    const y0 = horizonY + (c.height - horizonY) * t0 * t0;
    const y1 = horizonY + (c.height - horizonY) * t1 * t1;
    c.rect(0, y0, c.width, y1 - y0 + 1, i % 2 === 0 ? '#15803d' : '#16a34a');
  }
  c.path(
    `M${c.width * 0.2},${horizonY + 20} L${c.width * 0.8},${horizonY + 20} L${c.width * 1.05},${c.height} L${-c.width * 0.05},${c.height} Z`,
    'none',
    'stroke="#f0fdf4" stroke-width="4" opacity="0.8"',
  );
  c.ellipse(
    c.width / 2,
    horizonY + (c.height - horizonY) * 0.45,
    c.width * 0.12,
    (c.height - horizonY) * 0.12,
    'none',
    'stroke="#f0fdf4" stroke-width="4" opacity="0.8"',
  );
  for (const x of [c.width * 0.06, c.width * 0.94]) {
    c.rect(x - 5, c.height * 0.08, 10, horizonY - c.height * 0.08, '#0f172a');
    c.rect(x - 40, c.height * 0.06, 80, 34, '#e2e8f0');
    c.glow(x, c.height * 0.08, 160, '#fef9c3', 0.7);
  }
  c.circle(c.width * 0.58, c.height * 0.82, 22, '#f8fafc');
}

/** Theatre curtains framing a lit stage. */
export function curtains(c: Canvas, color: string, shade: string): void {
  const folds = 9;
  const sideWidth = c.width * 0.2;
  for (const side of [0, 1]) {
    for (let i = 0; i < folds; i++) {
      const w = sideWidth / folds;
      const x = side === 0 ? i * w : c.width - (i + 1) * w;
      c.rect(
        x,
        0,
        w + 1,
        c.height,
        c.linear(
          [
            [0, shade],
            [0.5, color],
            [1, shade],
          ],
          true,
        ),
      );
    }
  }
  c.rect(0, 0, c.width, c.height * 0.1, color);
  for (let x = 0; x < c.width; x += c.width / 16) {
    c.ellipse(x + c.width / 32, c.height * 0.1, c.width / 32, c.height * 0.04, shade);
  }
}

/** Rising bubbles (beer, sparkling wine). */
export function bubbles(c: Canvas, count: number, color: string): void {
  for (let i = 0; i < count; i++) {
    c.circle(
      between(c.random, 0, c.width),
      between(c.random, 0, c.height),
      between(c.random, 3, 16),
      'none',
      `stroke="${color}" stroke-width="2" opacity="${between(c.random, 0.25, 0.7).toFixed(2)}"`,
    );
  }
}

/** Bokeh: soft out-of-focus lights. */
export function bokeh(c: Canvas, count: number, colors: readonly string[]): void {
  for (let i = 0; i < count; i++) {
    c.glow(
      between(c.random, 0, c.width),
      between(c.random, 0, c.height * 0.8),
      between(c.random, 30, 110),
      colors[i % colors.length] ?? '#fbbf24',
      between(c.random, 0.25, 0.6),
    );
  }
}

/** A glass of wine (or beer when `beer`), seen side on. */
export function glass(c: Canvas, cx: number, baseY: number, size: number, drink: string, beer = false): void {
  if (beer) {
    c.rect(cx - size * 0.32, baseY - size, size * 0.64, size, drink, 'rx="8"');
    c.rect(cx - size * 0.34, baseY - size * 1.12, size * 0.68, size * 0.2, '#fffbeb', 'rx="14"');
    c.path(
      `M${cx + size * 0.32},${baseY - size * 0.8} q${size * 0.3},0 ${size * 0.3},${size * 0.3} q0,${size * 0.3} ${-size * 0.3},${size * 0.3}`,
      'none',
      `stroke="${drink}" stroke-width="${size * 0.08}"`,
    );
    return;
  }
  c.path(
    `M${cx - size * 0.3},${baseY - size} Q${cx - size * 0.32},${baseY - size * 0.45} ${cx},${baseY - size * 0.42} Q${cx + size * 0.32},${baseY - size * 0.45} ${cx + size * 0.3},${baseY - size} Z`,
    '#f8fafc',
    'opacity="0.35"',
  );
  c.path(
    `M${cx - size * 0.29},${baseY - size * 0.72} Q${cx - size * 0.28},${baseY - size * 0.46} ${cx},${baseY - size * 0.44} Q${cx + size * 0.28},${baseY - size * 0.46} ${cx + size * 0.29},${baseY - size * 0.72} Z`,
    drink,
  );
  c.rect(cx - size * 0.025, baseY - size * 0.43, size * 0.05, size * 0.4, '#f8fafc', 'opacity="0.6"');
  c.ellipse(cx, baseY - size * 0.03, size * 0.2, size * 0.04, '#f8fafc', 'opacity="0.6"');
}

/** A T-shirt laid flat with a round print. */
export function tshirt(c: Canvas, color: string, print: string): void {
  const cx = c.width / 2;
  const top = c.height * 0.16;
  const w = c.width * 0.3;
  c.path(
    `M${cx - w * 0.35},${top} Q${cx},${top + w * 0.22} ${cx + w * 0.35},${top} L${cx + w},${top + w * 0.3} L${cx + w * 0.8},${top + w * 0.62} L${cx + w * 0.62},${top + w * 0.5} L${cx + w * 0.62},${top + w * 1.75} L${cx - w * 0.62},${top + w * 1.75} L${cx - w * 0.62},${top + w * 0.5} L${cx - w * 0.8},${top + w * 0.62} L${cx - w},${top + w * 0.3} Z`,
    color,
  );
  c.circle(cx, top + w * 0.85, w * 0.3, print);
  c.circle(cx, top + w * 0.78, w * 0.13, color);
  c.rect(cx - w * 0.02, top + w * 0.85, w * 0.04, w * 0.17, color);
}
