// Every picture of the demo world by file name: its size and how it is drawn. The seed takes URLs and sizes
// from here (artworkUrl, artworkSize), so a seeded image can never name a picture that does not exist.
import { artworkPath } from '@repo/contract/artwork';
import {
  beerGarden,
  castleNight,
  childrenDay,
  concert,
  festival,
  footballNight,
  portrait,
  productShot,
  theatre,
  vineyardSunset,
} from './scenes';
import type { Canvas } from './svg-kit';

interface Picture {
  readonly width: number;
  readonly height: number;
  readonly draw: (canvas: Canvas) => void;
}

const header = (draw: Picture['draw']): Picture => ({ width: 1600, height: 900, draw });
const photo = (draw: Picture['draw']): Picture => ({ width: 1200, height: 900, draw });
/** Gallery photos alternate between 3:2 and 4:3, as cameras give them. */
const landscape = (draw: Picture['draw']): Picture => ({ width: 1600, height: 1067, draw });
const standard = (draw: Picture['draw']): Picture => ({ width: 1600, height: 1200, draw });

const warmLights = ['#f472b6', '#facc15', '#38bdf8', '#a78bfa'] as const;

export const pictures = {
  // Event and tour headers.
  'festival-header.jpg': header((c) =>
    festival(c, {
      sky: ['#1e3a8a', '#f472b6', '#fdba74'],
      sun: '#fde68a',
      hills: ['#3f6212', '#1a2e05', '#14532d'],
      stage: true,
      crowd: true,
      bunting: true,
    }),
  ),
  'spring-tour-header.jpg': header((c) =>
    concert(c, { sky: ['#0f0a1e', '#3b0764', '#831843'], lights: warmLights, players: 4 }),
  ),
  'slovak-summer-header.jpg': header((c) =>
    festival(c, {
      sky: ['#0ea5e9', '#7dd3fc', '#fef9c3'],
      sun: '#fef08a',
      hills: ['#65a30d', '#3f6212', '#166534'],
      tents: false,
      bunting: true,
      crowd: true,
    }),
  ),
  'secret-gig-header.jpg': header((c) =>
    concert(c, {
      sky: ['#020617', '#0c4a6e', '#0f172a'],
      lights: ['#38bdf8', '#22d3ee', '#818cf8'],
      players: 3,
      zoom: 2,
      crowdRows: 1,
    }),
  ),
  'castle-concert-header.jpg': header((c) => castleNight(c, false, ['#facc15', '#f472b6', '#38bdf8'])),
  'danube-festivities-header.jpg': header((c) => castleNight(c, true, ['#f43f5e', '#fde047', '#4ade80'])),
  'theatre-header.jpg': header((c) => theatre(c, ['#1e1b4b', '#312e81'], 'balcony')),
  'wine-tasting-header.jpg': header(vineyardSunset),
  'football-derby-header.jpg': header(footballNight),
  'beer-festival-header.jpg': header(beerGarden),
  'children-day-header.jpg': header(childrenDay),

  // Bands and performers.
  'band-mnaga-a-zdorp.jpg': photo((c) =>
    concert(c, {
      sky: ['#1c0a00', '#7c2d12', '#ea580c'],
      lights: ['#fb923c', '#facc15', '#f43f5e'],
      players: 4,
      zoom: 2,
      crowdRows: 1,
    }),
  ),
  'band-jarni-tani.jpg': photo((c) =>
    concert(c, {
      sky: ['#042f2e', '#0f766e', '#5eead4'],
      lights: ['#a7f3d0', '#fde68a', '#f9a8d4'],
      players: 4,
      zoom: 2,
      crowdRows: 1,
    }),
  ),
  'band-bile-vrany.jpg': photo((c) =>
    concert(c, {
      sky: ['#0c0a09', '#44403c', '#a8a29e'],
      lights: ['#f5f5f4', '#fde68a', '#e7e5e4'],
      players: 3,
      zoom: 2,
      crowdRows: 1,
    }),
  ),
  'band-trava-po-kolena.jpg': photo((c) =>
    festival(c, {
      sky: ['#0284c7', '#7dd3fc', '#fef3c7'],
      sun: '#fef08a',
      hills: ['#4d7c0f', '#365314', '#14532d'],
      stage: true,
      crowd: true,
    }),
  ),
  'band-nocni-smena.jpg': photo((c) =>
    concert(c, {
      sky: ['#1e0536', '#581c87', '#c026d3'],
      lights: ['#e879f9', '#22d3ee', '#facc15', '#f472b6'],
      players: 5,
      zoom: 2,
      crowdRows: 1,
    }),
  ),
  'band-strieborne-struny.jpg': photo((c) =>
    concert(c, {
      sky: ['#0f172a', '#334155', '#94a3b8'],
      lights: ['#e2e8f0', '#bae6fd', '#cbd5e1'],
      players: 3,
      zoom: 2,
      crowdRows: 1,
    }),
  ),
  'band-petrzalka-brass-band.jpg': photo((c) =>
    concert(c, {
      sky: ['#422006', '#a16207', '#fde047'],
      lights: ['#fde047', '#f97316', '#fef9c3'],
      players: 5,
      zoom: 2,
      crowdRows: 1,
    }),
  ),
  'performer-petr-fiala.jpg': photo((c) => portrait(c, ['#1c0a00', '#9a3412'], '#fdba74')),
  'performer-jiri-holub.jpg': photo((c) => portrait(c, ['#0c0a09', '#1e3a8a'], '#93c5fd')),

  // Galleries.
  'festival-main-stage.jpg': landscape((c) =>
    festival(c, {
      sky: ['#172554', '#9d174d', '#fb923c'],
      sun: '#fdba74',
      hills: ['#1a2e05', '#0f1f04', '#0c1a03'],
      stage: true,
      crowd: true,
    }),
  ),
  'festival-crowd.jpg': standard((c) =>
    concert(c, { sky: ['#0f0a1e', '#4c1d95', '#be185d'], lights: warmLights, players: 4, crowdRows: 3 }),
  ),
  'festival-camping.jpg': landscape((c) =>
    festival(c, {
      sky: ['#7dd3fc', '#fde68a', '#fef3c7'],
      sun: '#fef9c3',
      hills: ['#65a30d', '#4d7c0f', '#3f6212'],
      tents: true,
    }),
  ),
  'festival-workshop.jpg': standard((c) =>
    festival(c, {
      sky: ['#38bdf8', '#bae6fd', '#fef9c3'],
      sun: '#fef08a',
      hills: ['#84cc16', '#4d7c0f', '#365314'],
      crowd: true,
      bunting: true,
    }),
  ),
  'band-mnaga-live-1.jpg': landscape((c) =>
    concert(c, {
      sky: ['#1c0a00', '#7c2d12', '#f97316'],
      lights: ['#fb923c', '#facc15', '#f43f5e'],
      players: 4,
      crowdRows: 2,
    }),
  ),
  'band-mnaga-live-2.jpg': standard((c) =>
    concert(c, {
      sky: ['#0f0a1e', '#831843', '#f43f5e'],
      lights: ['#fda4af', '#facc15', '#fb7185'],
      players: 4,
      zoom: 2,
      crowdRows: 2,
    }),
  ),
  'band-mnaga-backstage.jpg': landscape((c) => portrait(c, ['#0c0a09', '#292524'], '#fcd34d')),
  'theatre-balcony-scene.jpg': landscape((c) => theatre(c, ['#0f172a', '#1e3a8a'], 'balcony')),
  'theatre-ball.jpg': standard((c) => theatre(c, ['#422006', '#78350f'], 'ball')),
  'theatre-crypt.jpg': landscape((c) => theatre(c, ['#020617', '#1e1b4b'], 'tomb')),

  // Products.
  'product-festival-tshirt.jpg': { width: 1200, height: 1200, draw: productShot },
} as const satisfies Record<string, Picture>;

export type PictureName = keyof typeof pictures;

interface Logo {
  readonly initials: string;
  readonly color: string;
  readonly accent: string;
}

/** Organizer logos: a monogram in the organizer's colour, drawn as SVG (sharp at every size). */
export const logos = {
  'logo-pod-lipami-production.svg': { initials: 'LP', color: '#2F6B3A', accent: '#FACC15' },
  'logo-divadlo-na-nabrezi.svg': { initials: 'DN', color: '#7A1F2B', accent: '#FDE68A' },
  'logo-vinarstvi-u-kaplicky.svg': { initials: 'UK', color: '#6B2146', accent: '#F9A8D4' },
  'logo-bratislava-live.svg': { initials: 'BL', color: '#0B4F8A', accent: '#7DD3FC' },
  'logo-sk-slavoj-olomouc.svg': { initials: 'SO', color: '#C8102E', accent: '#FFFFFF' },
  'logo-spojene-vstupenky.svg': { initials: 'SV', color: '#B45309', accent: '#FEF3C7' },
} as const satisfies Record<string, Logo>;

export type LogoName = keyof typeof logos;
export type ArtworkName = PictureName | LogoName;

/** The URL the seed stores for a picture or logo (same-origin on the storefront, which forwards /pass/...). */
export function artworkUrl(name: ArtworkName): string {
  return artworkPath(name);
}

export function artworkSize(name: PictureName): { width: number; height: number } {
  const { width, height } = pictures[name];
  return { width, height };
}

export function isPictureName(name: string): name is PictureName {
  return Object.hasOwn(pictures, name);
}

export function isLogoName(name: string): name is LogoName {
  return Object.hasOwn(logos, name);
}
