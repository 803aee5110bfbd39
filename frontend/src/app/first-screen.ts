import { matchPath } from 'react-router';
import { paths } from '../config/paths';
import { HostScreen, JoinClassScreen, LandingScreen, PlayScreen, RootLayout } from './screens';

/**
 * What the first screen at `pathname` needs beyond the entry, started at once beside the texts
 * (main.tsx renders when both are in): a child's game screens (/join, /play) load their screen,
 * and never the site's frame; the smartboard its screen; every other address the site's frame,
 * and the landing screen when the server sent it pre-rendered (`landingShell`).
 */
export function preloadFirstScreen(pathname: string, landingShell: boolean): Promise<unknown> {
  if (matchPath(paths.join.path, pathname)) return JoinClassScreen.preload();
  if (matchPath(paths.play.path, pathname)) return PlayScreen.preload();
  if (matchPath(paths.host.path, pathname)) return HostScreen.preload();
  return Promise.all([RootLayout.preload(), landingShell ? LandingScreen.preload() : undefined]);
}
