import { useEffect } from 'react';
import { site } from '../config/site';

/**
 * Sets document.title to "<screen> · Tick Tock Class", or the site name alone without a
 * screen (the landing screen).
 */
export function usePageTitle(screen?: string): void {
  useEffect(() => {
    document.title = screen ? `${screen} · ${site.name}` : site.name;
  }, [screen]);
}
