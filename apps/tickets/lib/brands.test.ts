// Tests of brand resolution from hosts and overrides, and of the derived colour palettes.
import { describe, expect, it } from 'vitest';
import {
  brandById,
  brandFromHost,
  brandIds,
  brandPalette,
  brandSellsOrganizer,
  partnerBrands,
  platformBrand,
  resolveBrand,
} from './brands';

describe('partner brands', () => {
  it('are eleven, with unique ids, host names and logos', () => {
    expect(partnerBrands).toHaveLength(11);
    expect(new Set(brandIds).size).toBe(12);
    const hosts = partnerBrands.flatMap((brand) => brand.hostnames);
    expect(new Set(hosts).size).toBe(hosts.length);
    expect(new Set(partnerBrands.map((brand) => brand.logo)).size).toBe(11);
  });

  it('include one Slovak site and one united-tickets store', () => {
    expect(partnerBrands.filter((brand) => brand.defaultLocale === 'sk')).toHaveLength(1);
    expect(partnerBrands.filter((brand) => brand.reqSourceId === 4).map((brand) => brand.id)).toEqual([
      'spojenevstupenky',
    ]);
  });
});

describe('brandFromHost', () => {
  it('finds a partner by its host name, ignoring case and port', () => {
    expect(brandFromHost('Vstupenky.LetoPodLipami.cz:443')?.id).toBe('letopodlipami');
  });

  it('finds a partner by <id>.localhost for development', () => {
    expect(brandFromHost('bratislavalive.localhost:3030')?.id).toBe('bratislavalive');
  });

  it('finds nothing for other hosts', () => {
    expect(brandFromHost('127.0.0.1:3000')).toBeUndefined();
    expect(brandFromHost('evil.example.com')).toBeUndefined();
    expect(brandFromHost('unknown.localhost')).toBeUndefined();
    expect(brandFromHost(null)).toBeUndefined();
  });
});

describe('resolveBrand', () => {
  it('prefers the environment override, then the host, then the development override', () => {
    expect(
      resolveBrand({ envOverride: 'slavoj', host: 'nanabrezi.localhost', allowDevOverride: true }).id,
    ).toBe('slavoj');
    expect(
      resolveBrand({ host: 'nanabrezi.localhost', devOverride: 'slavoj', allowDevOverride: true }).id,
    ).toBe('nanabrezi');
    expect(resolveBrand({ host: 'localhost:3000', devOverride: 'slavoj', allowDevOverride: true }).id).toBe(
      'slavoj',
    );
  });

  it('ignores the development override when it is not allowed and unknown ids', () => {
    expect(resolveBrand({ host: 'localhost', devOverride: 'slavoj', allowDevOverride: false })).toBe(
      platformBrand,
    );
    expect(resolveBrand({ host: 'localhost', devOverride: 'nope', allowDevOverride: true })).toBe(
      platformBrand,
    );
  });
});

describe('brandSellsOrganizer', () => {
  it('limits partners to their organizers and lets the platform sell all', () => {
    const theatre = brandById('nanabrezi');
    expect(theatre && brandSellsOrganizer(theatre, 'divadlo-na-nabrezi')).toBe(true);
    expect(theatre && brandSellsOrganizer(theatre, 'pod-lipami-production')).toBe(false);
    expect(brandSellsOrganizer(platformBrand, 'anything')).toBe(true);
  });
});

describe('brandPalette', () => {
  it('keeps the platform palette and derives eleven shades around a partner colour', () => {
    expect(brandPalette(platformBrand)).toEqual({});
    const palette = brandPalette(partnerBrands[0]);
    expect(Object.keys(palette)).toHaveLength(11);
    expect(palette['--color-brand-600']).toBe(partnerBrands[0].color);
    expect(palette['--color-brand-50']).toMatch(/^#f[0-9a-f]{5}$/);
    expect(palette['--color-brand-950']).toMatch(/^#[0-3][0-9a-f]{5}$/);
  });
});
