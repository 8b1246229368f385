import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n } from '@repo/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildPrivacyTexts } from './privacy-texts';

const i18n = createI18n({ lng: 'en' });
const texts = buildPrivacyTexts(i18n.t.bind(i18n) as (key: string) => string);
const tracking = {
  stage: 'local' as const,
  metaPixel: [{ id: 'meta-1' }],
  hotjar: [{ id: '9' }],
  scriptUrls: { metaPixel: 'https://stub.test/meta.js', hotjar: 'https://stub.test/hotjar-{id}.js' },
};
const info = { build: 'test-build', brand: 'default', locale: 'en' };

async function mount(props: Partial<Record<string, unknown>> = {}) {
  // Fresh modules per test: the tracker, script loader and stores are page-wide singletons.
  vi.resetModules();
  const { PrivacyRoot } = await import('./privacy-root');
  const view = render(
    <PrivacyRoot
      tracking={tracking}
      debug={{ accountIds: [], staffEmailDomain: 'staff.test' }}
      texts={texts}
      pathname="/"
      info={info}
      {...props}
    />,
  );
  return view;
}

const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);

beforeEach(() => {
  document.cookie = 'cc_cookie_v4=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  document.head.innerHTML = '';
  delete (window as unknown as Record<string, unknown>).fbq;
  delete (window as unknown as Record<string, unknown>).hj;
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('PrivacyRoot consent', () => {
  it('shows the banner after 2048 ms and loads nothing before a choice', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await mount();
    expect(screen.queryByRole('dialog', { name: texts.banner.title })).toBeNull();
    await act(async () => vi.advanceTimersByTime(2048));
    expect(screen.getByRole('dialog', { name: texts.banner.title })).toBeTruthy();
    expect(scripts()).toEqual([]);
  });

  it('stores accept all in cc_cookie_v4, hides the banner and loads the scripts', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await mount();
    await act(async () => vi.advanceTimersByTime(2048));
    await userEvent.click(screen.getByRole('button', { name: texts.banner.acceptAll }));
    expect(document.cookie).toContain('cc_cookie_v4=');
    expect(screen.queryByRole('dialog', { name: texts.banner.title })).toBeNull();
    // The tracker is imported once consent allows it, so its scripts follow a moment later.
    await waitFor(() =>
      expect(scripts().sort()).toEqual(['https://stub.test/hotjar-9.js', 'https://stub.test/meta.js']),
    );
  });

  it('keeps a stored choice: no banner, its adapters load at once', async () => {
    const { consentCookieString, customConsent } = await import('./consent');
    document.cookie = consentCookieString(customConsent({ statistics: true, marketing: false }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await mount();
    await act(async () => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('dialog', { name: texts.banner.title })).toBeNull();
    await waitFor(() => expect(scripts()).toEqual(['https://stub.test/hotjar-9.js']));
  });

  it('lets the settings switch statistics alone, and the debug reset bring the banner back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await mount();
    await act(async () => vi.advanceTimersByTime(2048));
    await userEvent.click(screen.getByRole('button', { name: texts.banner.settings }));
    await userEvent.click(await screen.findByRole('switch', { name: texts.settings.statistics.title }));
    await waitFor(() => expect(scripts()).toEqual(['https://stub.test/hotjar-9.js']));
    await userEvent.click(screen.getByRole('button', { name: texts.settings.close }));
    expect(screen.queryByRole('dialog', { name: texts.banner.title })).toBeNull();

    const { openCookieSettings } = await import('./privacy-root');
    act(() => openCookieSettings());
    await userEvent.click(await screen.findByRole('button', { name: texts.settings.debugReset }));
    expect(document.cookie).not.toContain('cc_cookie_v4=');
    await act(async () => vi.advanceTimersByTime(2048));
    expect(screen.getByRole('dialog', { name: texts.banner.title })).toBeTruthy();
  });
});

describe('PrivacyRoot debugger', () => {
  it('opens the full-screen debugger on shift+D and closes all modals on the second press', async () => {
    await mount();
    await userEvent.keyboard('{Shift>}D{/Shift}');
    const debuggerModal = await screen.findByRole('dialog', { name: texts.debugger.title });
    expect(debuggerModal.textContent).toContain('test-build');
    expect(debuggerModal.textContent).toContain('metaPixel');
    await userEvent.keyboard('{Shift>}D{/Shift}');
    expect(screen.queryByRole('dialog', { name: texts.debugger.title })).toBeNull();
  });

  it('does nothing on shift+D in production for a visitor who is not staff', async () => {
    await mount({
      tracking: { ...tracking, stage: 'production' },
      account: { accountId: 5, email: 'fan@example.com' },
    });
    await userEvent.keyboard('{Shift>}D{/Shift}');
    expect(screen.queryByRole('dialog', { name: texts.debugger.title })).toBeNull();
  });

  it('opens in production for a staff e-mail, and honours a configured hotkey', async () => {
    await mount({
      tracking: { ...tracking, stage: 'production' },
      account: { accountId: 5, email: 'dev@staff.test' },
      debug: { accountIds: [], staffEmailDomain: 'staff.test', hotkey: 'ctrl+shift+K' },
    });
    await userEvent.keyboard('{Shift>}D{/Shift}');
    expect(screen.queryByRole('dialog', { name: texts.debugger.title })).toBeNull();
    await userEvent.keyboard('{Control>}{Shift>}K{/Shift}{/Control}');
    expect(await screen.findByRole('dialog', { name: texts.debugger.title })).toBeTruthy();
  });
});
