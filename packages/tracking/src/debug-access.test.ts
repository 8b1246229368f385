import { describe, expect, it } from 'vitest';
import { isDebugAllowed, matchesHotkey, parseHotkey } from './debug-access';

const base = { debugAccountIds: ['101', '102', '103'], staffEmailDomain: 'nfctron.com' };

describe('isDebugAllowed', () => {
  it('allows everyone, even anonymous visitors, outside production', () => {
    for (const stage of ['local', 'test', 'beta'] as const) {
      expect(isDebugAllowed({ ...base, stage, account: null })).toBe(true);
    }
  });

  it('allows configured account ids in production', () => {
    expect(
      isDebugAllowed({ ...base, stage: 'production', account: { accountId: 102, email: 'x@gmail.com' } }),
    ).toBe(true);
  });

  it('allows staff e-mails in production, case-insensitively', () => {
    expect(
      isDebugAllowed({ ...base, stage: 'production', account: { accountId: 5, email: 'Jana@NFCtron.com' } }),
    ).toBe(true);
  });

  it('refuses others, look-alike domains and anonymous visitors in production', () => {
    const refuse = (account: { accountId: number; email?: string } | null) =>
      isDebugAllowed({ ...base, stage: 'production', account });
    expect(refuse(null)).toBe(false);
    expect(refuse({ accountId: 5, email: 'fan@gmail.com' })).toBe(false);
    expect(refuse({ accountId: 5, email: 'fan@evil-nfctron.com' })).toBe(false);
    expect(refuse({ accountId: 5, email: 'nfctron.com@gmail.com' })).toBe(false);
    expect(refuse({ accountId: 5 })).toBe(false);
  });

  it('refuses everyone by e-mail when no staff domain is configured', () => {
    expect(
      isDebugAllowed({
        stage: 'production',
        debugAccountIds: [],
        staffEmailDomain: '',
        account: { accountId: 1, email: 'a@' },
      }),
    ).toBe(false);
  });
});

describe('hotkeys', () => {
  const key = (init: Partial<KeyboardEvent> & { key: string }) => ({
    code: '',
    shiftKey: false,
    ctrlKey: false,
    altKey: false,
    metaKey: false,
    target: null,
    ...init,
  });

  it('parses shift+D', () => {
    expect(parseHotkey('shift+D')).toEqual({ key: 'd', shift: true, ctrl: false, alt: false, meta: false });
    expect(() => parseHotkey('hyper+D')).toThrow('Invalid hotkey modifier');
    expect(() => parseHotkey('')).toThrow('Invalid hotkey');
  });

  it('matches shift+D but not plain d or ctrl+shift+D', () => {
    const hotkey = parseHotkey('shift+D');
    expect(matchesHotkey(key({ key: 'D', code: 'KeyD', shiftKey: true }), hotkey)).toBe(true);
    expect(matchesHotkey(key({ key: 'd', code: 'KeyD' }), hotkey)).toBe(false);
    expect(matchesHotkey(key({ key: 'D', code: 'KeyD', shiftKey: true, ctrlKey: true }), hotkey)).toBe(false);
  });

  it('ignores keys typed into form fields', () => {
    const input = document.createElement('input');
    expect(
      matchesHotkey(key({ key: 'D', code: 'KeyD', shiftKey: true, target: input }), parseHotkey('shift+D')),
    ).toBe(false);
  });
});
