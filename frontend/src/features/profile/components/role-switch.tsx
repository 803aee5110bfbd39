import type { AuthUser, SelfSelectableRole } from '@ttc/shared-protocol/api/auth-user';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { switchRole } from '../api/switch-role';

const ROLES: readonly SelfSelectableRole[] = ['student', 'parent', 'teacher'];

type Status =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'failed'; message: string };

/**
 * The profile's role among the self-selectable ones (spec section 3). A teacher who switched to
 * open the teacher tools switches back here. An admin's role is granted, so it is not offered.
 */
export function RoleSwitch({ user }: { user: AuthUser }) {
  const { t } = useTranslation('auth');
  const id = useId();
  const current = user.role === 'admin' || user.role === null ? null : user.role;
  const [role, setRole] = useState<SelfSelectableRole>(current ?? 'teacher');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  if (user.role === 'admin') return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (role === current || status.kind === 'saving') return;
    setStatus({ kind: 'saving' });
    try {
      await switchRole(role);
      setStatus({ kind: 'saved' });
    } catch (error) {
      setStatus({
        kind: 'failed',
        message: error instanceof ApiError ? error.message : String(error),
      });
    }
  };

  return (
    <form className="profile-role" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="profile-role__title">
        {t('profile.switchRole.title')}
      </h3>
      <p className="profile-role__hint">{t('profile.switchRole.hint')}</p>
      <div className="profile-role__row">
        <label htmlFor={`${id}-role`} className="visually-hidden">
          {t('profile.role')}
        </label>
        <select
          id={`${id}-role`}
          value={role}
          onChange={(e) => {
            setRole(e.target.value as SelfSelectableRole);
            setStatus({ kind: 'idle' });
          }}
        >
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`profile.roles.${r}`)}
            </option>
          ))}
        </select>
        <button
          type="submit"
          className="button button--large"
          disabled={role === current || status.kind === 'saving'}
        >
          {status.kind === 'saving' ? t('profile.switchRole.saving') : t('profile.switchRole.save')}
        </button>
      </div>
      <div aria-live="polite">
        {status.kind === 'saved' && (
          <p className="profile-role__done">{t('profile.switchRole.saved')}</p>
        )}
      </div>
      {status.kind === 'failed' && (
        <p role="alert" className="profile-role__error">
          {t('profile.switchRole.error', { message: status.message })}
        </p>
      )}
    </form>
  );
}
