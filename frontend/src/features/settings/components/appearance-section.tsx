import { DEFAULT_SETTINGS, type Settings } from '@ttc/shared-protocol/api/settings-sync';
import { type ChangeEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useHasSession } from '../../../lib/auth-session';
import { useTranslation } from '../../../lib/i18n';
import { AppBackground } from '../../../lib/settings/app-background';
import { useSettings } from '../../../lib/settings/use-settings';
import { IMAGE_ACCEPT, UploadError, uploadImage } from '../../../lib/uploads/upload-image';
import { Choice, Section } from './controls';

type Status =
  | { kind: 'idle' }
  | { kind: 'saved' }
  | { kind: 'uploading' }
  | { kind: 'error'; reason: string };

/**
 * Appearance (spec sections 2, 5, 8 and 9): the background of the child's screens, a gradient
 * (the spec's default colours, two colour pickers), one colour, or an uploaded picture (images
 * only, checked by the server from the bytes; kept private to the account), with a live preview
 * and the spec's 'Background settings saved!' after each change.
 */
export function AppearanceSection() {
  const { t } = useTranslation('settings');
  const { settings, update } = useSettings();
  const signedIn = useHasSession();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const id = useId();

  const change = (patch: Partial<Settings>) => {
    update(patch);
    setStatus({ kind: 'saved' });
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setStatus({ kind: 'uploading' });
    try {
      const result = await uploadImage(file, 'private');
      change({ backgroundType: 'image', backgroundImage: result.objectPath });
    } catch (error) {
      setStatus({ kind: 'error', reason: error instanceof UploadError ? error.reason : 'failed' });
    }
  };

  const type = settings.backgroundType;
  return (
    <Section id="appearance" title={t('appearance.title')} intro={t('appearance.intro')}>
      <Choice
        legend={t('appearance.type')}
        value={type}
        options={[
          ['gradient', t('appearance.gradient')],
          ['solid', t('appearance.solid')],
          ['image', t('appearance.image')],
        ]}
        onChange={(v) => change({ backgroundType: v as Settings['backgroundType'] })}
      />

      {type === 'gradient' && (
        <div className="settings-colors">
          <ColorField
            id={`${id}-start`}
            label={t('appearance.start')}
            value={settings.gradientStart}
            onChange={(v) => change({ gradientStart: v })}
          />
          <ColorField
            id={`${id}-end`}
            label={t('appearance.end')}
            value={settings.gradientEnd}
            onChange={(v) => change({ gradientEnd: v })}
          />
          <button
            type="button"
            className="button"
            onClick={() =>
              change({
                gradientStart: DEFAULT_SETTINGS.gradientStart,
                gradientEnd: DEFAULT_SETTINGS.gradientEnd,
              })
            }
          >
            {t('appearance.defaultGradient')}
          </button>
        </div>
      )}
      {type === 'solid' && (
        <div className="settings-colors">
          <ColorField
            id={`${id}-solid`}
            label={t('appearance.color')}
            value={settings.solidColor}
            onChange={(v) => change({ solidColor: v })}
          />
        </div>
      )}
      {type === 'image' &&
        (signedIn ? (
          <div className="settings-field">
            <label className="button button--primary settings-upload" htmlFor={`${id}-file`}>
              {t('appearance.upload')}
            </label>
            <input
              id={`${id}-file`}
              className="settings-upload__input"
              type="file"
              accept={IMAGE_ACCEPT}
              data-testid="background-upload"
              onChange={onFile}
            />
            <p className="settings-field__note">{t('appearance.uploadNote')}</p>
          </div>
        ) : (
          <p className="settings-field__note">
            {t('appearance.uploadSignIn')}{' '}
            <Link to={paths.auth.login.getHref()}>{t('account.signIn')}</Link>
          </p>
        ))}

      <div className="settings-preview">
        <p className="settings-field__label" id={`${id}-preview`}>
          {t('appearance.preview')}
        </p>
        <AppBackground settings={settings} className="app-background--preview">
          <span className="settings-preview__card">{t('appearance.previewNote')}</span>
        </AppBackground>
      </div>

      <p className="settings-status" role="status" aria-live="polite">
        {status.kind === 'saved' && t('appearance.saved')}
        {status.kind === 'uploading' && t('appearance.uploading')}
        {status.kind === 'error' && (
          <span className="settings-status__error">
            {t(`appearance.errors.${status.reason}` as 'appearance.errors.failed')}
          </span>
        )}
      </p>
    </Section>
  );
}

function ColorField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="settings-color">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="color"
        value={value.toLowerCase()}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
