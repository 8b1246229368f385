// Checks that the package entry point exposes the public API.
import { describe, expect, it } from 'vitest';
import * as links from './index';

describe('@repo/links entry point', () => {
  it('exports every public function and class', () => {
    expect(Object.keys(links).sort()).toEqual(
      [
        'DeepLinkParamError',
        'LinkParamError',
        'brandOrigin',
        'brandUrl',
        'buildDeepLink',
        'buildLabelPrintLink',
        'deepLinkParamSchemas',
        'deepLinkSchemes',
        'deepLinkScreens',
        'defaultStorefrontLocale',
        'demoCartLink',
        'deviceLabelType',
        'eventCartLink',
        'homeLink',
        'isDeepLinkScreen',
        'isStorefrontLocale',
        'labelPrintPrefix',
        'localeSegment',
        'orderDetailLink',
        'organizerLink',
        'slugify',
        'storefrontLocales',
        'stripDiacritics',
        'tourLink',
      ].sort(),
    );
  });
});
