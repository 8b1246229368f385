import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COOKIE_BANNER_DELAY_MS,
  CookieBanner,
  CookieSettingsDialog,
  type CookieSettingsTexts,
} from './cookie-consent';

const bannerTexts = {
  title: 'Cookies',
  description: 'We use cookies.',
  settings: 'Settings',
  acceptAll: 'Accept all',
  declineAll: 'Decline all',
};

const settingsTexts: CookieSettingsTexts = {
  title: 'Cookie settings',
  description: 'Choose.',
  necessary: { title: 'Necessary', description: 'Needed.' },
  statistics: { title: 'Statistics', description: 'Counting visits.' },
  marketing: { title: 'Marketing', description: 'Ads.' },
  table: { provider: 'Provider', expiration: 'Expiration', description: 'Description' },
  acceptAll: 'Accept all',
  declineAll: 'Decline all',
  close: 'Close',
  debugReset: 'Reset consent',
};

const cookies = {
  statistics: [{ provider: 'Google Analytics', expiration: '2 years', description: 'Visit statistics' }],
  marketing: [{ provider: 'Meta', expiration: '3 months', description: 'Ad measurement' }],
};

describe('CookieBanner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function renderBanner(isSet: boolean) {
    const handlers = { onAcceptAll: vi.fn(), onDeclineAll: vi.fn(), onOpenSettings: vi.fn() };
    const view = render(<CookieBanner texts={bannerTexts} isSet={isSet} {...handlers} />);
    return { ...handlers, ...view };
  }

  it('appears 2048 ms after mount when no choice is stored', () => {
    expect(COOKIE_BANNER_DELAY_MS).toBe(2048);
    renderBanner(false);
    act(() => vi.advanceTimersByTime(2047));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: 'Cookies' }).getAttribute('aria-modal')).toBe('false');
  });

  it('never appears when a choice is stored', () => {
    renderBanner(true);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers settings, decline all and accept all', () => {
    const { onAcceptAll, onDeclineAll, onOpenSettings } = renderBanner(false);
    act(() => vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS));
    act(() => screen.getByRole('button', { name: 'Settings' }).click());
    act(() => screen.getByRole('button', { name: 'Decline all' }).click());
    act(() => screen.getByRole('button', { name: 'Accept all' }).click());
    expect([onOpenSettings, onDeclineAll, onAcceptAll].map((handler) => handler.mock.calls.length)).toEqual([
      1, 1, 1,
    ]);
  });

  it('comes back after the choice is removed', () => {
    const { rerender } = renderBanner(true);
    rerender(
      <CookieBanner
        texts={bannerTexts}
        isSet={false}
        onAcceptAll={vi.fn()}
        onDeclineAll={vi.fn()}
        onOpenSettings={vi.fn()}
      />,
    );
    act(() => vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS));
    expect(screen.getByRole('dialog', { name: 'Cookies' })).toBeTruthy();
  });
});

describe('CookieSettingsDialog', () => {
  function renderSettings(extra: { onDebugReset?: () => void } = {}) {
    const handlers = {
      onChange: vi.fn(),
      onAcceptAll: vi.fn(),
      onDeclineAll: vi.fn(),
      onOpenChange: vi.fn(),
    };
    render(
      <CookieSettingsDialog
        open
        texts={settingsTexts}
        choice={{ statistics: false, marketing: true }}
        cookies={cookies}
        {...handlers}
        {...extra}
      />,
    );
    return handlers;
  }

  it('shows the necessary switch on and disabled', () => {
    renderSettings();
    const necessary = screen.getByRole('switch', { name: 'Necessary' });
    expect(necessary.getAttribute('aria-checked')).toBe('true');
    expect(necessary).toHaveProperty('disabled', true);
  });

  it('switches statistics without touching marketing', async () => {
    const { onChange } = renderSettings();
    expect(screen.getByRole('switch', { name: 'Marketing' }).getAttribute('aria-checked')).toBe('true');
    await userEvent.click(screen.getByRole('switch', { name: 'Statistics' }));
    expect(onChange).toHaveBeenCalledWith({ statistics: true, marketing: true });
  });

  it('lists each category’s cookies with provider, expiration and description', async () => {
    renderSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Statistics' }));
    const table = screen.getByRole('table', { name: 'Statistics' });
    expect([...table.querySelectorAll('th')].map((cell) => cell.textContent)).toEqual([
      'Provider',
      'Expiration',
      'Description',
    ]);
    expect(table.textContent).toContain('Google Analytics');
    expect(table.textContent).toContain('2 years');
  });

  it('hides the close button on small screens and shows the debug reset only when asked', () => {
    renderSettings();
    expect(screen.getByRole('button', { name: 'Close' }).className).toContain('hidden md:inline-flex');
    expect(screen.queryByRole('button', { name: 'Reset consent' })).toBeNull();
  });

  it('offers the debug reset in local development', async () => {
    const onDebugReset = vi.fn();
    renderSettings({ onDebugReset });
    await userEvent.click(screen.getByRole('button', { name: 'Reset consent' }));
    expect(onDebugReset).toHaveBeenCalledOnce();
  });
});
