import { useCallback } from 'react';
import { useAuthUser } from '../api/get-auth-user';
import type { ParentLockArea } from './unlock-panel';
import { isUnlocked } from './unlock-token';

/**
 * Opens the parent PIN dialog on demand: `const ask = useParentPinPrompt(); if (await
 * ask('sign-out')) ...`. Resolves true at once when signed out, when the account has no lock or
 * when this tab is unlocked; otherwise true once the right PIN is entered, false on Cancel.
 */
export function useParentPinPrompt(): (area: ParentLockArea) => Promise<boolean> {
  const { user } = useAuthUser();
  const userId = user?.id ?? null;
  return useCallback(
    async (area) => {
      if (!userId || isUnlocked(userId)) return true;
      // The dialog's code loads only when it may be needed.
      const { askParentPin } = await import('./pin-dialog');
      return askParentPin(area, userId);
    },
    [userId],
  );
}
