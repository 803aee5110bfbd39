/**
 * The pre-rendered screen, and the device storage keys the page's gate script reads to hide it
 * (public/landing-shell-gate.js), named here once with the app's own constants.
 */
export interface LandingShell {
  html: string;
  storageKeys: { session: string; language: string };
}
