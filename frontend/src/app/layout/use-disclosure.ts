import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Open/closed state for a disclosure (the Product dropdown, the mobile menu). It remembers the
 * location it was opened at, so any navigation closes it without an effect.
 */
export function useDisclosure(): { open: boolean; toggle: () => void; close: () => void } {
  const { key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === key;
  const toggle = useCallback(() => setOpenAt((at) => (at === key ? null : key)), [key]);
  const close = useCallback(() => setOpenAt(null), []);
  return { open, toggle, close };
}
