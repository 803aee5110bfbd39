import { type FormEvent, useId, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { PageLoading } from '../../../components/ui/page-loading';
import { toast } from '../../../components/ui/toast/toast-store';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { useAuthUser } from '../../../lib/api/get-auth-user';
import { authProblemOf } from '../../../lib/auth-error-text';
import { isPostLoginPending, takePostLoginDestination } from '../../../lib/auth-post-login';
import { type TFunction, useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCompleteProfile } from '../api/complete-profile';
import type { ProfileError, ProfileField } from '../model/profile-form';
import './auth.css';

/**
 * The form's checks use the shared zod schema; they load when the form is first touched (or on
 * submit), so zod is not part of the screen's first download.
 */
const loadProfileForm = () => import('../model/profile-form');

const ROLES = ['student', 'parent', 'teacher'] as const;

/**
 * /complete-profile (spec sections 2, 5, 7 and 8): full name and 'I am a...' Student, Parent or
 * Teacher; 'Get Started' ('Saving...' while pending) and 'No subscription required'. Success
 * refreshes the user and opens the Playground (or, right after a sign-in, where the sign-in flow
 * goes) with the welcome toast; a failure shows the server's message. Signed out, it opens the
 * sign-in form.
 */
export function CompleteProfileScreen() {
  const { t } = useTranslation('auth');
  usePageTitle(t('completeProfile.title'));
  const { user, isLoading } = useAuthUser();
  if (isLoading) return <PageLoading />;
  if (!user) return <Navigate to={paths.auth.login.getHref()} replace />;
  return (
    <ProfileForm
      initialName={user.fullName ?? ''}
      initialRole={user.role !== null && user.role !== 'admin' ? user.role : ''}
    />
  );
}

function ProfileForm({ initialName, initialRole }: { initialName: string; initialRole: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const mutation = useCompleteProfile();
  const [fullName, setFullName] = useState(initialName);
  const [role, setRole] = useState(initialRole);
  const [errors, setErrors] = useState<Partial<Record<ProfileField, ProfileError>>>({});
  const nameInput = useRef<HTMLInputElement>(null);
  const roleSelect = useRef<HTMLSelectElement>(null);
  const nameId = useId();
  const roleId = useId();
  const saving = mutation.isPending;
  // A submit waiting for the checks to load; a second one meanwhile is ignored.
  const checking = useRef(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || checking.current) return;
    checking.current = true;
    let checkProfileForm: Awaited<ReturnType<typeof loadProfileForm>>['checkProfileForm'];
    try {
      ({ checkProfileForm } = await loadProfileForm());
    } catch {
      toast({
        variant: 'destructive',
        title: t('toast.errorTitle'),
        description: t('toast.profileFailedFallback'),
      });
      return;
    } finally {
      checking.current = false;
    }
    const checked = checkProfileForm({ fullName, role });
    if (!checked.ok) {
      setErrors(checked.errors);
      (checked.errors.fullName ? nameInput : roleSelect).current?.focus();
      return;
    }
    setErrors({});
    mutation.mutate(checked.value, {
      onSuccess: () => {
        navigate(isPostLoginPending() ? takePostLoginDestination() : paths.playground.getHref(), {
          replace: true,
        });
        toast({
          title: t('toast.welcomeTitle', { product: site.name }),
          description: t('toast.profileDoneBody'),
        });
      },
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: t('toast.errorTitle'),
          description: profileFailure(error, t),
        });
      },
    });
  };

  return (
    <div className="page page--narrow auth-page">
      <h1>{t('completeProfile.title')}</h1>
      <p className="lead">{t('completeProfile.intro')}</p>
      <form
        className="auth-card"
        onSubmit={onSubmit}
        onFocus={() => void loadProfileForm().catch(() => {})}
        noValidate
        aria-busy={saving}
      >
        <div className="auth-field">
          <label className="auth-field__label" htmlFor={nameId}>
            {t('completeProfile.fullName')}
          </label>
          <input
            ref={nameInput}
            id={nameId}
            className="input auth-field__input"
            type="text"
            name="fullName"
            autoComplete="name"
            required
            placeholder={t('completeProfile.fullNamePlaceholder')}
            value={fullName}
            readOnly={saving}
            aria-invalid={errors.fullName ? true : undefined}
            aria-describedby={errors.fullName ? `${nameId}-error` : undefined}
            onChange={(event) => setFullName(event.target.value)}
          />
          {errors.fullName && (
            <p className="auth-field__error" id={`${nameId}-error`}>
              {t(errors.fullName)}
            </p>
          )}
        </div>
        <div className="auth-field">
          <label className="auth-field__label" htmlFor={roleId}>
            {t('completeProfile.role')}
          </label>
          <select
            ref={roleSelect}
            id={roleId}
            className="auth-field__input"
            name="role"
            required
            value={role}
            disabled={saving}
            aria-invalid={errors.role ? true : undefined}
            aria-describedby={errors.role ? `${roleId}-error` : undefined}
            onChange={(event) => setRole(event.target.value)}
          >
            <option value="" disabled>
              {t('completeProfile.rolePlaceholder')}
            </option>
            {ROLES.map((value) => (
              <option key={value} value={value}>
                {t(`completeProfile.roles.${value}`)}
              </option>
            ))}
          </select>
          {errors.role && (
            <p className="auth-field__error" id={`${roleId}-error`}>
              {t(errors.role)}
            </p>
          )}
        </div>
        <button
          type="submit"
          className="button button--primary button--large auth-card__submit"
          disabled={saving}
        >
          {saving ? t('completeProfile.saving') : t('completeProfile.submit')}
        </button>
        <p className="auth-card__hint">{t('completeProfile.noSubscription')}</p>
      </form>
    </div>
  );
}

/**
 * Words for a failed profile save: a lost connection, an ended sign-in or too many tries say so;
 * anything else is the form's own fallback. The server's message is not shown: it is English only.
 */
function profileFailure(error: unknown, t: TFunction<'auth'>): string {
  const problem = authProblemOf(error);
  return problem === 'offline' || problem === 'sessionEnded' || problem === 'tooMany'
    ? t(`common:authErrors.${problem}`)
    : t('toast.profileFailedFallback');
}
