import type { SchoolInvite } from '@ttc/shared-protocol/api/school';
import { type FormEvent, useId, useState } from 'react';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { useInviteTeacher, useRevokeInvite } from '../api/school-mutations';
import { formatDate } from '../model/format';

/** The admin invites a teacher by email, and sees (and revokes) the pending invitations. */
export function InviteSection({ invites }: { invites: readonly SchoolInvite[] }) {
  const { t } = useTranslation('school');
  const id = useId();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const invite = useInviteTeacher();
  const revoke = useRevokeInvite();
  const language = currentLanguage();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address || invite.isPending) return;
    setSentTo(null);
    invite.mutate(
      { email: address, language },
      {
        onSuccess: () => {
          setSentTo(address);
          setEmail('');
        },
      },
    );
  };

  return (
    <section className="school-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('invite.title')}</h2>
      <p className="school-soft">{t('invite.intro')}</p>
      <form className="school-form" onSubmit={submit}>
        <label htmlFor={`${id}-email`}>{t('invite.email')}</label>
        <input
          id={`${id}-email`}
          className="input"
          type="email"
          required
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <div className="button-row">
          <button
            type="submit"
            className="button button--primary button--large"
            disabled={invite.isPending}
          >
            {invite.isPending ? t('invite.sending') : t('invite.submit')}
          </button>
        </div>
        <div aria-live="polite">
          {sentTo && <p className="school-status">{t('invite.sent', { email: sentTo })}</p>}
        </div>
        {invite.isError && (
          <p role="alert" className="school-status school-status--error">
            {t('invite.error', { message: invite.error.message })}
          </p>
        )}
      </form>

      <h3>{t('invite.pending')}</h3>
      {invites.length === 0 ? (
        <p className="school-soft">{t('invite.none')}</p>
      ) : (
        <ul className="school-invites">
          {invites.map((item) => (
            <li key={item.id} className="school-invite">
              <div>
                <p className="school-invite__email">{item.email}</p>
                <p className="school-soft">
                  {t('invite.expires', {
                    sent: formatDate(item.createdAt, language),
                    expires: formatDate(item.expiresAt, language),
                  })}
                </p>
              </div>
              <button
                type="button"
                className="button"
                disabled={revoke.isPending && revoke.variables === item.id}
                aria-label={t('invite.revokeLabel', { email: item.email })}
                onClick={() => revoke.mutate(item.id)}
              >
                {t('invite.revoke')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {revoke.isError && (
        <p role="alert" className="school-status school-status--error">
          {t('invite.revokeError', { message: revoke.error.message })}
        </p>
      )}
    </section>
  );
}
