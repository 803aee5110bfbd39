import { type FormEvent, useId, useState } from 'react';
import { toast } from '../../../components/ui/toast/toast-store';
import { site } from '../../../config/site';
import { useTranslation } from '../../../lib/i18n';
import { useNotifyEmail } from '../api/notify-email';

type Props = {
  /** Stored with the address to tell the sign-up places apart. */
  source?: string;
  /** The id of the heading that names this form (the page has two captures). */
  labelledBy?: string;
  /** The submit button's text when it is not 'Notify me'. */
  submitLabel?: string;
};

/**
 * The early-access email capture (spec sections 4, 5, 7 and 8): an empty value gets the error
 * toast; anything else is trimmed and sent, and the thank-you toast shows whatever the server
 * answers.
 */
export function EmailCapture({ source = 'landing', labelledBy, submitLabel }: Props) {
  const { t } = useTranslation(['landing', 'common']);
  const inputId = useId();
  const noteId = useId();
  const [email, setEmail] = useState('');
  const notify = useNotifyEmail();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) {
      toast({
        variant: 'destructive',
        title: t('common:toast.errorTitle'),
        description: t('capture.emptyEmail'),
      });
      return;
    }
    notify.mutate(
      { email: trimmed, source },
      {
        onSettled: () => {
          setEmail('');
          toast({
            title: t('capture.thanksTitle'),
            description: t('capture.thanksBody', { email: site.contactEmail }),
          });
        },
      },
    );
  };

  return (
    <form
      className="email-capture"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={labelledBy}
      data-source={source}
    >
      <label className="email-capture__label" htmlFor={inputId}>
        {t('capture.label')}
      </label>
      <div className="email-capture__row">
        <input
          id={inputId}
          className="input"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('capture.placeholder')}
          aria-describedby={noteId}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={notify.isPending}>
          {notify.isPending ? t('capture.pending') : (submitLabel ?? t('capture.submit'))}
        </button>
      </div>
      <p className="email-capture__note" id={noteId}>
        {t('capture.note')}
      </p>
    </form>
  );
}
