import type { Language } from '@ttc/shared-protocol/clock/language';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog';
import { useTranslation } from '../../../lib/i18n';

type Props = { language: Language | undefined; onEnd: () => void };

/**
 * End session behind the app's own confirm (the browser's confirm() is unstyled, speaks the
 * browser's language and, on a smartboard in full screen, leaves full screen).
 */
export function EndSessionButton({ language, onEnd }: Props) {
  const { t } = useTranslation('teacher', language ? { lng: language } : undefined);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        className="host-button host-button--small"
        onClick={() => setAsking(true)}
      >
        {t('host.end')}
      </button>
      {asking && (
        <ConfirmDialog
          title={t('host.endConfirm')}
          confirmLabel={t('host.end')}
          cancelLabel={t('host.endCancel')}
          destructive
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            onEnd();
          }}
        >
          <p>{t('host.endConfirmText')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
