import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { savePostLoginPath } from '../../../lib/auth-post-login';
import type { GuestPage } from '../../../lib/guest-progress/guest-progress';
import { browserClock, type GateClock, useGuestGate } from '../hooks/use-guest-gate';
import { storeGuestProgress } from '../model/store-guest-progress';
import { SignUpModal } from './sign-up-modal';

type Props = {
  page: GuestPage;
  clock?: GateClock;
};

/**
 * The guest gate on the Playground and the Student Game (spec section 4): after 3 minutes of
 * active time a sign-up modal opens. 'Remind me later' snoozes it for 60 s; 'Continue' saves
 * the current path and the guest progress and opens /auth/signup with `next` and source=guest.
 * Mounted for signed-out visitors only.
 */
export function GuestGate({ page, clock = browserClock }: Props) {
  const gate = useGuestGate(clock);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  if (!gate.open) return null;

  const onContinue = () => {
    const path = `${pathname}${search}`;
    savePostLoginPath(path);
    storeGuestProgress(page, gate.activeMs(), clock.now());
    navigate(paths.auth.signup.getHref({ next: path, source: 'guest' }));
  };
  return <SignUpModal onContinue={onContinue} onLater={gate.remindLater} />;
}
