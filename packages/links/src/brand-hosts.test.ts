import { describe, expect, it } from 'vitest';
import { brandStorefrontOrigin, isPartnerBrandId } from './brand-hosts';

describe('brandStorefrontOrigin', () => {
  it("answers the platform's origin for no, the platform's or an unknown brand", () => {
    expect(brandStorefrontOrigin(null, 'https://vstupenky.example/cs/')).toBe('https://vstupenky.example');
    expect(brandStorefrontOrigin('platform', 'https://vstupenky.example')).toBe('https://vstupenky.example');
    expect(brandStorefrontOrigin('evil.example', 'https://vstupenky.example')).toBe(
      'https://vstupenky.example',
    );
    expect(brandStorefrontOrigin('toString', 'https://vstupenky.example')).toBe('https://vstupenky.example');
  });

  it("answers a partner's first host, over https", () => {
    expect(brandStorefrontOrigin('nanabrezi', 'https://vstupenky.example')).toBe(
      'https://vstupenky.divadlonanabrezi.cz',
    );
    expect(brandStorefrontOrigin('spojenevstupenky', 'https://vstupenky.example')).toBe(
      'https://www.spojenevstupenky.cz',
    );
  });

  it('answers <brand>.localhost on the platform port when the platform runs locally', () => {
    expect(brandStorefrontOrigin('bratislavalive', 'http://localhost:3000')).toBe(
      'http://bratislavalive.localhost:3000',
    );
    expect(brandStorefrontOrigin('nanabrezi', 'http://127.0.0.1:4310/')).toBe(
      'http://nanabrezi.localhost:4310',
    );
  });

  it('knows partner ids only', () => {
    expect(isPartnerBrandId('slavoj')).toBe(true);
    expect(isPartnerBrandId('platform')).toBe(false);
    expect(isPartnerBrandId('hasOwnProperty')).toBe(false);
  });
});
