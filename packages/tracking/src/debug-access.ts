// Who may use the staff debugger, and the hotkey that toggles it (shift+D by default).
import type { AppStage } from './stage';

export const DEFAULT_DEBUG_HOTKEY = 'shift+D';

export interface DebugAccount {
  accountId: string | number;
  email?: string | null;
}

/**
 * Spec 6: everyone outside production; in production only the configured account ids and accounts whose
 * e-mail is at the staff domain (an exact `@domain` suffix, so `x@evil-domain.cz` does not pass for `domain.cz`).
 */
export function isDebugAllowed(options: {
  stage: AppStage;
  account: DebugAccount | null | undefined;
  debugAccountIds: readonly string[];
  staffEmailDomain: string | null | undefined;
}): boolean {
  if (options.stage !== 'production') return true;
  const { account } = options;
  if (!account) return false;
  if (options.debugAccountIds.includes(String(account.accountId))) return true;
  const domain = options.staffEmailDomain?.trim().toLowerCase().replace(/^@/, '');
  const email = account.email?.trim().toLowerCase();
  return Boolean(domain && email && email.endsWith(`@${domain}`));
}

export interface Hotkey {
  key: string;
  shift: boolean;
  ctrl: boolean;
  alt: boolean;
  meta: boolean;
}

/** Parses "shift+D", "ctrl+alt+k"...; the last part is the key. Throws on an empty or unknown modifier. */
export function parseHotkey(text: string): Hotkey {
  const parts = text
    .split('+')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  const key = parts.pop();
  if (!key) throw new Error(`Invalid hotkey "${text}"`);
  const hotkey: Hotkey = { key, shift: false, ctrl: false, alt: false, meta: false };
  for (const modifier of parts) {
    if (modifier === 'shift') hotkey.shift = true;
    else if (modifier === 'ctrl' || modifier === 'control') hotkey.ctrl = true;
    else if (modifier === 'alt' || modifier === 'option') hotkey.alt = true;
    else if (modifier === 'meta' || modifier === 'cmd') hotkey.meta = true;
    else throw new Error(`Invalid hotkey modifier "${modifier}" in "${text}"`);
  }
  return hotkey;
}

/** Whether a keydown matches; typing in a form field never does, so "D" in a name field stays a letter. */
export function matchesHotkey(
  event: Pick<KeyboardEvent, 'key' | 'code' | 'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey' | 'target'>,
  hotkey: Hotkey,
): boolean {
  if (isEditable(event.target)) return false;
  const key = event.key.toLowerCase();
  // event.code keeps working on layouts where shift changes the letter (e.g. Czech QWERTZ digits row).
  const code = event.code.toLowerCase();
  const keyMatches = key === hotkey.key || code === `key${hotkey.key}` || code === `digit${hotkey.key}`;
  return (
    keyMatches &&
    event.shiftKey === hotkey.shift &&
    event.ctrlKey === hotkey.ctrl &&
    event.altKey === hotkey.alt &&
    event.metaKey === hotkey.meta
  );
}

function isEditable(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}
