// The "close every dialog" signal, apart from dialog.tsx so that callers (the privacy glue) need not load Radix.
export const CLOSE_ALL_DIALOGS_EVENT = 'repo-ui:close-all-dialogs';

/** Closes every open Dialog of the kit on the page (the debugger does this when debug mode turns off). */
export function closeAllDialogs(): void {
  window.dispatchEvent(new Event(CLOSE_ALL_DIALOGS_EVENT));
}
