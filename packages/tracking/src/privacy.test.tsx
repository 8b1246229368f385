// Tests of <Privacy />: settings read after connection(), texts in the page language, and the path on the client.
import { render } from '@testing-library/react';
import { resources } from '@repo/i18n/resources';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Privacy } from './privacy';
import { PrivacyClient } from './privacy-client';
import type { PrivacyRootProps } from './privacy-root';
import { parsePrivacyEnv } from './privacy-env';

const calls: string[] = [];

vi.mock('next/server', () => ({
  connection: async () => {
    calls.push('connection');
  },
}));
vi.mock('next/navigation', () => ({ usePathname: () => '/event/x/cart' }));
vi.mock('./privacy-root', () => ({
  PrivacyRoot: (props: PrivacyRootProps) => (
    <p data-testid="root">{`${props.pathname} ${props.info.locale}`}</p>
  ),
}));

const env = () => {
  calls.push('env');
  return parsePrivacyEnv({ TRACKING_GTM_ID: 'GTM-1', DEBUG_ACCOUNT_IDS: 'a,b', BUILD_ID: 'build-7' });
};

beforeEach(() => {
  calls.length = 0;
});

describe('Privacy', () => {
  it('reads the settings only after connection(), so they are the running server’s', async () => {
    const element = (await Privacy({ language: 'en', env, brand: 'jazz' })) as ReactElement<
      Omit<PrivacyRootProps, 'pathname'>
    >;
    expect(calls).toEqual(['connection', 'env']);
    expect(element.type).toBe(PrivacyClient);
    expect(element.props.tracking).toMatchObject({ stage: 'local', gtm: [{ id: 'GTM-1' }] });
    expect(element.props.debug).toEqual({
      hotkey: 'shift+D',
      accountIds: ['a', 'b'],
      staffEmailDomain: undefined,
    });
    expect(element.props.info).toEqual({ build: 'build-7', brand: 'jazz', locale: 'en' });
  });

  it('hands over the texts of the page language, Czech for an unknown one', async () => {
    const english = (await Privacy({ language: 'en', env })) as ReactElement<
      Omit<PrivacyRootProps, 'pathname'>
    >;
    expect(english.props.texts.banner.title).toBe(resources.en.common.consent.banner.title);
    const unknown = (await Privacy({ language: 'xx', env })) as ReactElement<
      Omit<PrivacyRootProps, 'pathname'>
    >;
    expect(unknown.props.texts.banner.title).toBe(resources.cs.common.consent.banner.title);
    expect(unknown.props.info).toMatchObject({ brand: 'default', locale: 'cs' });
  });

  it('renders the client root with the current path', async () => {
    const element = await Privacy({ language: 'de', env });
    const view = render(element);
    expect(view.getByTestId('root').textContent).toBe('/event/x/cart de');
  });
});
