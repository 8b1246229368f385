// Opens the cookie settings from anywhere (a footer link, the privacy page) without loading the consent UI's code.
export const OPEN_COOKIE_SETTINGS_EVENT = 'repo-tracking:open-cookie-settings';

/** Asks the page's <Privacy /> to show the cookie settings, where consent can be changed or withdrawn. */
export function openCookieSettings(): void {
  window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
}
