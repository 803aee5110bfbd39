import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog';
import { toast } from '../../../components/ui/toast/toast-store';
import { paths } from '../../../config/paths';
import { useAuthUser } from '../../../lib/api/get-auth-user';
import { loadAuthClient } from '../../../lib/auth-client-source';
import { forgetUserQueries } from '../../../lib/auth-events';
import { getAccessToken, setAccessToken, useHasSession } from '../../../lib/auth-session';
import { useTranslation } from '../../../lib/i18n';
import { forgetUnlock, parentUnlockHeaders } from '../../../lib/parent-lock/unlock-token';
import { useParentPinPrompt } from '../../../lib/parent-lock/use-parent-pin';
import { Section } from './controls';
import './data-privacy-section.css';

// Data & Privacy (issue 16): what the product keeps, in plain words; signed in, the account's
// data as a file (GET /api/account/export) and the account deleted for good (DELETE
// /api/account, behind the parent lock, after the address is typed again); signed out, the
// device's own data cleared (a guest's progress and settings live only in this browser).

/** Why a request failed, as the screen says it. */
type Failure = 'mismatch' | 'parentLock' | 'failed';

function authHeaders(): Record<string, string> {
  const token = getAccessToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** The file name the server gave (Content-Disposition), else one of the same form. */
function fileNameOf(response: Response): string {
  const header = response.headers.get('content-disposition') ?? '';
  const named = /filename="?([^";]+)"?/.exec(header)?.[1];
  return named ?? `tick-tock-class-data-${new Date().toISOString().slice(0, 10)}.json`;
}

/** GET /api/account/export, saved as a file through a blob: URL (the request needs the token). */
async function downloadAccountData(): Promise<void> {
  const response = await fetch('/api/account/export', {
    headers: { Accept: 'application/json', ...authHeaders() },
    credentials: 'include',
  });
  if (!response.ok) throw new Error(String(response.status));
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameOf(response);
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has handed the file to the browser's download.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}

/** DELETE /api/account; the failure the screen names, or null when the account is gone. */
async function deleteAccount(confirmEmail: string): Promise<Failure | null> {
  const response = await fetch('/api/account', {
    method: 'DELETE',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...authHeaders(),
      ...parentUnlockHeaders(),
    },
    credentials: 'include',
    body: JSON.stringify({ confirmEmail }),
  });
  if (response.ok) return null;
  if (response.status === 400) return 'mismatch';
  if (response.status === 403) return 'parentLock';
  return 'failed';
}

/** Removes everything the app keeps in this browser (both storages of this origin are the app's). */
function clearDeviceData(): void {
  for (const store of [() => window.localStorage, () => window.sessionStorage]) {
    try {
      store().clear();
    } catch {
      // Storage turned off: nothing kept.
    }
  }
}

/**
 * After the account is deleted: this device forgets the sign-in without asking the server (the
 * session is gone there already), the cached user and the parent unlock, and what it kept for
 * the account (its copies of settings and progress).
 */
async function forgetDeletedAccount(): Promise<void> {
  try {
    const auth = await loadAuthClient();
    await auth.signOut({ scope: 'local' });
  } catch {
    // The client could not load: the storage below holds its session, and goes.
  }
  setAccessToken(null);
  forgetUnlock();
  clearDeviceData();
  await forgetUserQueries(false);
}

export function DataPrivacySection() {
  const { t } = useTranslation('account-data');
  const signedIn = useHasSession();
  return (
    <Section id="data" title={t('title')} intro={t('intro')}>
      <div className="settings-field">
        <p className="settings-field__label">{t('keeps.heading')}</p>
        <ul className="data-privacy__keeps">
          <li>{t('keeps.account')}</li>
          <li>{t('keeps.progress')}</li>
          <li>{t('keeps.teacher')}</li>
          <li>{t('keeps.pictures')}</li>
          <li>{t('keeps.device')}</li>
        </ul>
        <p className="settings-field__note">
          <Link to={paths.privacy.getHref()}>{t('keeps.privacyLink')}</Link>
        </p>
      </div>
      {signedIn ? <AccountActions /> : <GuestActions />}
    </Section>
  );
}

function AccountActions() {
  const { t } = useTranslation('account-data');
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const onExport = async () => {
    setExporting(true);
    try {
      await downloadAccountData();
      toast({ title: t('export.doneTitle'), description: t('export.doneBody') });
    } catch {
      toast({
        variant: 'destructive',
        title: t('export.failedTitle'),
        description: t('export.failedBody'),
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <div className="settings-field">
        <p className="settings-field__label">{t('export.heading')}</p>
        <p className="settings-field__note">{t('export.note')}</p>
        <div className="settings-actions">
          <button
            type="button"
            className="button button--primary button--large"
            data-testid="export-data"
            onClick={onExport}
            disabled={exporting}
            aria-busy={exporting}
          >
            {exporting ? t('export.busy') : t('export.label')}
          </button>
        </div>
      </div>
      <div className="settings-field">
        <p className="settings-field__label">{t('delete.heading')}</p>
        <p className="settings-field__note">{t('delete.note')}</p>
        <div className="settings-actions">
          <button
            type="button"
            className="button button--large data-privacy__delete"
            data-testid="delete-account"
            onClick={() => setDeleting(true)}
          >
            {t('delete.label')}
          </button>
        </div>
      </div>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account-data');
  const { user } = useAuthUser();
  const navigate = useNavigate();
  const askParentPin = useParentPinPrompt();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const email = user?.email ?? '';
  const matches = email !== '' && typed.trim().toLowerCase() === email.toLowerCase();

  const onConfirm = async () => {
    if (!matches) {
      setFailure('mismatch');
      return;
    }
    setBusy(true);
    setFailure(null);
    const attempt = () => deleteAccount(typed.trim()).catch((): Failure => 'failed');
    let outcome = await attempt();
    // The parent unlock ran out while the dialog was open: the PIN again, then once more.
    if (outcome === 'parentLock' && (await askParentPin('settings'))) outcome = await attempt();
    if (outcome) {
      setFailure(outcome);
      setBusy(false);
      return;
    }
    await forgetDeletedAccount();
    void navigate(paths.root.getHref());
    toast({ title: t('delete.doneTitle'), description: t('delete.doneBody') });
  };

  return (
    <ConfirmDialog
      title={t('delete.dialogTitle')}
      confirmLabel={busy ? t('delete.busy') : t('delete.confirm')}
      cancelLabel={t('delete.cancel')}
      onConfirm={onConfirm}
      onCancel={onClose}
      busy={busy}
      error={failure ? t(`delete.errors.${failure}`) : null}
      destructive
      confirmDisabled={!matches}
      confirmTestId="delete-account-confirm"
    >
      <p>{t('delete.dialogBody')}</p>
      <label className="data-privacy__confirm" htmlFor={inputId}>
        <span>{t('delete.emailLabel', { email })}</span>
        <input
          id={inputId}
          className="input"
          type="email"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={typed}
          disabled={busy}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && matches && !busy) void onConfirm();
          }}
        />
      </label>
    </ConfirmDialog>
  );
}

function GuestActions() {
  const { t } = useTranslation('account-data');
  const [clearing, setClearing] = useState(false);
  return (
    <div className="settings-field">
      <p className="settings-field__label">{t('guest.heading')}</p>
      <p className="settings-field__note">{t('guest.note')}</p>
      <div className="settings-actions">
        <button
          type="button"
          className="button button--large"
          data-testid="clear-device-data"
          onClick={() => setClearing(true)}
        >
          {t('guest.clear')}
        </button>
      </div>
      {clearing && (
        <ConfirmDialog
          title={t('guest.dialogTitle')}
          confirmLabel={t('guest.confirm')}
          cancelLabel={t('guest.cancel')}
          onConfirm={() => {
            clearDeviceData();
            // A fresh start: nothing kept in memory writes the old values back.
            window.location.assign(paths.root.getHref());
          }}
          onCancel={() => setClearing(false)}
          destructive
          confirmTestId="clear-device-data-confirm"
        >
          <p>{t('guest.dialogBody')}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
