import type { HostView } from '@ttc/shared-protocol/classroom/view-schemas';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { workedErrorAvailable, workedErrorSuggested } from './model/pick-wrong-clock';
import { WorkedErrorReveal } from './worked-error-reveal';

type Props = {
  view: HostView;
  /** The button's classes on the board (the results step's secondary button). */
  className?: string;
};

/**
 * The results step's way into the worked error: a button (`host-show-mistake`) shown when the
 * closed question has a wrong clock to show, marked `data-suggested` when the mistake reached
 * the mini-lesson share, and the reveal over the board once pressed. Focus comes back to the
 * button when the reveal closes.
 */
export function ShowMistakeButton({ view, className = 'host-button' }: Props) {
  const { t } = useTranslation('teacher', { lng: view.options.language });
  const [open, setOpen] = useState(false);
  if (!workedErrorAvailable(view)) return null;
  const suggested = workedErrorSuggested(view);
  return (
    <>
      <button
        type="button"
        className={`${className} worked-error-open${suggested ? ' is-suggested' : ''}`}
        data-testid="host-show-mistake"
        data-suggested={suggested}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true" className="worked-error-open__icon">
          🕓
        </span>
        {t('host.workedError.open')}
      </button>
      {open && <WorkedErrorReveal view={view} onClose={() => setOpen(false)} />}
    </>
  );
}
