import type { HostView } from '@ttc/shared-protocol/classroom/view-schemas';
import { useTranslation } from '../../../lib/i18n';
import { type Standing, tieBreaks } from '../model/tie-breaks';

type Props = { standing: readonly Standing[]; language: HostView['options']['language'] };

/**
 * Says how equal points were settled (the places 1, 2, 3 on equal scores would look unfair
 * otherwise: "quicker answers"), or that equal points and time share a place; nothing when no
 * two places shown share a score.
 */
export function TieNote({ standing, language }: Props) {
  const { t } = useTranslation('teacher', { lng: language });
  const ties = tieBreaks(standing);
  if (!ties.quicker && !ties.shared) return null;
  return (
    <p className="host-note host-tie-note">
      {ties.quicker && t('host.closed.tieQuicker')}
      {ties.quicker && ties.shared && ' '}
      {ties.shared && t('host.closed.tieShared')}
    </p>
  );
}
