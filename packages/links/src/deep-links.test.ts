// Tests for Nebula deep links: every screen, every stage, codes handling and every kind of invalid parameter.
import { describe, expect, it } from 'vitest';
import type { DeepLink, DeepLinkOptions, DeepLinkParams, DeepLinkScreen } from './deep-links';
import {
  buildDeepLink,
  DeepLinkParamError,
  deepLinkScreens,
  deepLinkSchemes,
  isDeepLinkScreen,
} from './deep-links';
import { LinkParamError } from './link-param-error';

const uuidA = '3f2b8c1e-4a5d-4e6f-8a7b-9c0d1e2f3a4b';
const uuidB = '0b9e6a52-1c3d-4f5e-9a8b-7c6d5e4f3a21';
const production = { stage: 'production' } as const;

function errorOf(build: () => unknown): DeepLinkParamError {
  try {
    build();
  } catch (error) {
    expect(error).toBeInstanceOf(DeepLinkParamError);
    return error as DeepLinkParamError;
  }
  throw new Error('expected buildDeepLink to throw');
}

/** Builds from untyped input, as a caller outside TypeScript's reach would. */
function buildUnchecked(screen: string, params: unknown, options: unknown = production): string {
  return buildDeepLink(screen as DeepLinkScreen, params as never, options as DeepLinkOptions);
}

describe('buildDeepLink: valid links', () => {
  const cases: [DeepLink, string][] = [
    [{ screen: 'chipDetail', params: { chipId: 'CH-0042' } }, 'nebula://chipDetail?chipId=CH-0042'],
    [{ screen: 'eventDetail', params: { eventId: uuidA } }, `nebula://eventDetail?eventId=${uuidA}`],
    [
      { screen: 'eventGroupDetail', params: { eventGroupId: uuidA } },
      `nebula://eventGroupDetail?eventGroupId=${uuidA}`,
    ],
    [
      { screen: 'eventGroupDetail', params: { eventGroupId: uuidA, codes: ['VIP', 'PRESS'] } },
      `nebula://eventGroupDetail?eventGroupId=${uuidA}&codes=VIP%2CPRESS`,
    ],
    [{ screen: 'ticketCart', params: { eventId: uuidA } }, `nebula://ticketCart?eventId=${uuidA}`],
    [
      { screen: 'ticketCart', params: { eventId: uuidA, codes: ['EARLY'] } },
      `nebula://ticketCart?eventId=${uuidA}&codes=EARLY`,
    ],
    [
      { screen: 'orderDetail', params: { orderId: uuidB, orderNumber: 1042 } },
      `nebula://orderDetail?orderId=${uuidB}&orderNumber=1042`,
    ],
    [
      { screen: 'plantOrderDetail', params: { plantOrderId: uuidB, orderNumber: 0 } },
      `nebula://plantOrderDetail?plantOrderId=${uuidB}&orderNumber=0`,
    ],
    [
      { screen: 'setPassword', params: { accessCode: 'a1b2c3', email: 'jana.novakova+test@example.cz' } },
      'nebula://setPassword?accessCode=a1b2c3&email=jana.novakova%2Btest%40example.cz',
    ],
    [{ screen: 'login', params: { email: 'petr@example.cz' } }, 'nebula://login?email=petr%40example.cz'],
    [
      { screen: 'oAuth', params: { token: 'eyJ.abc.def', ok: true } },
      'nebula://oAuth?token=eyJ.abc.def&ok=true',
    ],
    [{ screen: 'oAuth', params: { token: 't', ok: false } }, 'nebula://oAuth?token=t&ok=false'],
    [
      { screen: 'openUrl', params: { url: 'https://example.cz/a b?x=1&y=ž' } },
      'nebula://openUrl?url=https%3A%2F%2Fexample.cz%2Fa+b%3Fx%3D1%26y%3D%C5%BE',
    ],
  ];

  it.each(cases)('%j', (link, expected) => {
    expect(buildDeepLink(link.screen, link.params as never, production)).toBe(expected);
  });

  it('covers every screen', () => {
    expect(new Set(cases.map(([link]) => link.screen))).toEqual(new Set(deepLinkScreens));
    expect(deepLinkScreens).toHaveLength(10);
  });

  it('round-trips parameter values through URLSearchParams', () => {
    const link = buildDeepLink('setPassword', { accessCode: 'a&b=c d', email: 'x@y.cz' }, production);
    const query = new URLSearchParams(link.slice(link.indexOf('?') + 1));
    expect(query.get('accessCode')).toBe('a&b=c d');
    expect(query.get('email')).toBe('x@y.cz');
  });
});

describe('buildDeepLink: stages', () => {
  it.each([
    ['production', 'nebula://'],
    ['beta', 'nebula-beta://'],
    ['dev', 'nebula-dev://'],
  ] as const)('%s uses %s', (stage, scheme) => {
    expect(deepLinkSchemes[stage]).toBe(scheme);
    expect(buildDeepLink('eventDetail', { eventId: uuidA }, { stage })).toBe(
      `${scheme}eventDetail?eventId=${uuidA}`,
    );
  });

  it.each(['staging', '', undefined, 'Production'])('rejects stage %j', (stage) => {
    const error = errorOf(() => buildUnchecked('login', { email: 'a@b.cz' }, { stage }));
    expect(error.param).toBe('stage');
    expect(error.screen).toBe('login');
  });

  it('rejects missing options', () => {
    expect(errorOf(() => buildDeepLink('login', { email: 'a@b.cz' }, undefined as never)).param).toBe(
      'stage',
    );
    expect(errorOf(() => buildUnchecked('login', { email: 'a@b.cz' }, null)).param).toBe('stage');
  });
});

describe('buildDeepLink: codes', () => {
  it.each(['eventGroupDetail', 'ticketCart'] as const)(
    '%s leaves codes out when empty or absent',
    (screen) => {
      const idKey = screen === 'ticketCart' ? 'eventId' : 'eventGroupId';
      const expected = `nebula://${screen}?${idKey}=${uuidA}`;
      expect(buildUnchecked(screen, { [idKey]: uuidA, codes: [] })).toBe(expected);
      expect(buildUnchecked(screen, { [idKey]: uuidA })).toBe(expected);
      expect(buildUnchecked(screen, { [idKey]: uuidA, codes: undefined })).toBe(expected);
    },
  );

  it.each([
    ['not an array', 'VIP,PRESS'],
    ['a non-string item', ['VIP', 7]],
    ['an empty item', ['']],
    ['a blank item', ['  ']],
    ['an item with a comma', ['A,B']],
    ['null', null],
  ])('rejects codes with %s', (_, codes) => {
    const error = errorOf(() => buildUnchecked('ticketCart', { eventId: uuidA, codes }));
    expect(error.param).toBe('codes');
    expect(error.screen).toBe('ticketCart');
  });
});

describe('buildDeepLink: invalid parameters', () => {
  const validParams: { [S in DeepLinkScreen]: DeepLinkParams<S> } = {
    chipDetail: { chipId: 'CH-1' },
    eventDetail: { eventId: uuidA },
    eventGroupDetail: { eventGroupId: uuidA },
    ticketCart: { eventId: uuidA },
    orderDetail: { orderId: uuidA, orderNumber: 1 },
    plantOrderDetail: { plantOrderId: uuidA, orderNumber: 1 },
    setPassword: { accessCode: 'x', email: 'a@b.cz' },
    login: { email: 'a@b.cz' },
    oAuth: { token: 't', ok: true },
    openUrl: { url: 'https://example.cz' },
  };

  const badUuids = ['', 'abc', '3f2b8c1e4a5d4e6f8a7b9c0d1e2f3a4b', `${uuidA}x`, 42, null, undefined];
  const uuidParams = [
    ['eventDetail', 'eventId'],
    ['eventGroupDetail', 'eventGroupId'],
    ['ticketCart', 'eventId'],
    ['orderDetail', 'orderId'],
    ['plantOrderDetail', 'plantOrderId'],
  ] as const;
  const uuidCases = uuidParams.flatMap(([screen, param]) =>
    badUuids.map((bad) => [screen, param, bad] as const),
  );

  it.each(uuidCases)('%s rejects %s = %j', (screen, param, bad) => {
    const error = errorOf(() => buildUnchecked(screen, { ...validParams[screen], [param]: bad }));
    expect(error.screen).toBe(screen);
    expect(error.param).toBe(param);
    expect(error.message).toContain(`"${param}"`);
    expect(error.message).toContain(`"${screen}"`);
  });

  const badNumbers = ['1042', 1.5, -1, Number.NaN, Number.POSITIVE_INFINITY, null, undefined];
  const numberCases = (['orderDetail', 'plantOrderDetail'] as const).flatMap((screen) =>
    badNumbers.map((bad) => [screen, bad] as const),
  );

  it.each(numberCases)('%s rejects orderNumber = %j', (screen, bad) => {
    const error = errorOf(() => buildUnchecked(screen, { ...validParams[screen], orderNumber: bad }));
    expect(error).toMatchObject({ screen, param: 'orderNumber' });
  });

  it.each(['true', 1, 0, null, undefined])('oAuth rejects ok = %j', (bad) => {
    const error = errorOf(() => buildUnchecked('oAuth', { token: 't', ok: bad }));
    expect(error).toMatchObject({ screen: 'oAuth', param: 'ok' });
  });

  const stringParams = [
    ['chipDetail', 'chipId'],
    ['setPassword', 'accessCode'],
    ['setPassword', 'email'],
    ['login', 'email'],
    ['oAuth', 'token'],
    ['openUrl', 'url'],
  ] as const;
  const badStrings = ['', '   ', 12, true, null, undefined, ['x']];
  const stringCases = stringParams.flatMap(([screen, param]) =>
    badStrings.map((bad) => [screen, param, bad] as const),
  );

  it.each(stringCases)('%s rejects %s = %j', (screen, param, bad) => {
    const error = errorOf(() => buildUnchecked(screen, { ...validParams[screen], [param]: bad }));
    expect(error).toMatchObject({ screen, param });
  });

  it.each(deepLinkScreens)('%s rejects an unknown parameter, naming it', (screen) => {
    const error = errorOf(() => buildUnchecked(screen, { ...validParams[screen], extra: 'x' }));
    expect(error).toMatchObject({ screen, param: 'extra' });
  });

  it.each([null, undefined, 'chipId=1', 5, []])('rejects params %j that are not an object', (params) => {
    const error = errorOf(() => buildUnchecked('chipDetail', params));
    expect(error).toMatchObject({ screen: 'chipDetail', param: 'params' });
  });

  it.each(['profile', '', 'ChipDetail', 'toString', '__proto__'])('rejects unknown screen %j', (screen) => {
    const error = errorOf(() => buildUnchecked(screen, {}));
    expect(error).toMatchObject({ screen, param: 'screen' });
  });

  it('throws an error that is also a LinkParamError and has a readable name', () => {
    const error = errorOf(() => buildUnchecked('eventDetail', { eventId: 'nope' }));
    expect(error).toBeInstanceOf(LinkParamError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('DeepLinkParamError');
    expect(error.message).toBe(
      'Invalid deep link parameter "eventId" for screen "eventDetail": Invalid UUID',
    );
  });
});

describe('isDeepLinkScreen', () => {
  it('accepts the ten screens only', () => {
    expect(deepLinkScreens.every(isDeepLinkScreen)).toBe(true);
    expect(isDeepLinkScreen('hasOwnProperty')).toBe(false);
    expect(isDeepLinkScreen(1)).toBe(false);
  });
});

describe('buildDeepLink: types', () => {
  it('ties the parameters to the screen at compile time', () => {
    // @ts-expect-error orderNumber must be a number
    expect(() => buildDeepLink('orderDetail', { orderId: uuidA, orderNumber: '1' }, production)).toThrow();
    // @ts-expect-error chipDetail takes chipId, not eventId
    expect(() => buildDeepLink('chipDetail', { eventId: uuidA }, production)).toThrow();
    // @ts-expect-error unknown stage
    expect(() => buildDeepLink('login', { email: 'a@b.cz' }, { stage: 'staging' })).toThrow();
  });
});
