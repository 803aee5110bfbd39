import { LANGUAGES, type Language } from '@ttc/shared-protocol/clock/language';
import {
  canChange24Hour,
  DIFFICULTIES,
  type GameSettings,
  QUESTION_TYPES,
  type ReadingSpeed,
  toggleQuestionType,
} from '@ttc/shared-protocol/game/settings';
import { type ReactNode, useId, useRef } from 'react';
import { languageNames, useTranslation } from '../../../lib/i18n';
import { useSettings } from '../../../lib/settings/use-settings';
import { Modal } from './modal';

type Props = {
  settings: GameSettings;
  /** Called on every change: the game applies it at once (spec section 4). */
  onChange: (next: GameSettings) => void;
  onClose: () => void;
};

const SPEEDS: readonly ReadingSpeed[] = ['slow', 'normal', 'fast'];

/**
 * The game settings (spec sections 2, 4 and 5): language, 12/24 hours (off and locked while
 * elapsed-time questions are on), clock face, helper circles (off and locked with the numbers
 * face), question types (the last one cannot be switched off), difficulty, reading speed and the
 * sounds. Each change applies immediately and goes to the app's one settings store (the device
 * and, signed in, the account), so /settings and the Playground show it too.
 */
export function SettingsDialog({ settings, onChange, onClose }: Props) {
  const { t } = useTranslation('student-game');
  const titleId = useId();
  const id = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  // The sound switch is one of the app's settings (the settings store), not a game setting.
  const { settings: app, update } = useSettings();
  const set = <K extends keyof GameSettings>(key: K, value: GameSettings[K]) =>
    onChange({ ...settings, [key]: value });
  // Choosing the clocks yourself is free practice: it never moves the level.
  const practise = (next: GameSettings) => onChange({ ...next, playMode: 'free' });
  const byLevel = settings.playMode === 'by_level';
  const can24 = canChange24Hour(settings);
  const traditional = settings.clockFace === 'traditional';

  return (
    <Modal labelledBy={titleId} onDismiss={onClose} initialFocus={closeButton} className="settings">
      <div className="settings__head">
        <h2 id={titleId}>{t('settingsDialog.title')}</h2>
        <button
          ref={closeButton}
          type="button"
          className="button button--ghost settings__close"
          onClick={onClose}
        >
          {t('settingsDialog.close')}
        </button>
      </div>

      <div className="settings__body">
        <label className="settings__field" htmlFor={`${id}-language`}>
          <span className="settings__label">{t('settingsDialog.language')}</span>
          <select
            id={`${id}-language`}
            value={settings.language}
            onChange={(e) => set('language', e.target.value as Language)}
          >
            {LANGUAGES.map((lang) => (
              <option key={lang} value={lang} lang={lang}>
                {languageNames[lang]}
              </option>
            ))}
          </select>
        </label>

        <Choice
          legend={t('settingsDialog.timeFormat')}
          name={`${id}-format`}
          value={settings.use24Hour ? '24' : '12'}
          disabled={!can24}
          note={can24 ? undefined : t('settingsDialog.hour24Locked')}
          options={[
            ['12', t('settingsDialog.hour12')],
            ['24', t('settingsDialog.hour24')],
          ]}
          onChange={(v) => set('use24Hour', v === '24')}
        />

        <Choice
          legend={t('settingsDialog.playMode')}
          name={`${id}-mode`}
          value={settings.playMode}
          note={
            byLevel ? t('settingsDialog.playModeByLevelNote') : t('settingsDialog.playModeFreeNote')
          }
          options={[
            ['by_level', t('settingsDialog.playModeByLevel')],
            ['free', t('settingsDialog.playModeFree')],
          ]}
          onChange={(v) => set('playMode', v as GameSettings['playMode'])}
        />

        <Choice
          legend={t('settingsDialog.clockFace')}
          name={`${id}-face`}
          value={settings.clockFace}
          options={[
            ['dots', t('settingsDialog.faceDots')],
            ['traditional', t('settingsDialog.faceTraditional')],
          ]}
          onChange={(v) => practise({ ...settings, clockFace: v as GameSettings['clockFace'] })}
        />

        <Check
          label={t('settingsDialog.helperCircles')}
          checked={settings.showHelperCircles}
          disabled={traditional}
          note={traditional ? t('settingsDialog.helperCirclesLocked') : undefined}
          onChange={(checked) => practise({ ...settings, showHelperCircles: checked })}
        />

        <fieldset className="settings__group">
          <legend className="settings__label">{t('settingsDialog.questionTypes')}</legend>
          <p className="settings__note">{t('settingsDialog.questionTypesNote')}</p>
          {QUESTION_TYPES.map((type) => {
            const on = settings.questionTypes.includes(type);
            const last = on && settings.questionTypes.length === 1;
            return (
              <Check
                key={type}
                label={t(`settingsDialog.type.${type}`)}
                checked={on}
                disabled={last}
                onChange={() => practise(toggleQuestionType(settings, type))}
              />
            );
          })}
        </fieldset>

        <label className="settings__field" htmlFor={`${id}-difficulty`}>
          <span className="settings__label">{t('settingsDialog.difficulty')}</span>
          <select
            id={`${id}-difficulty`}
            value={settings.difficulty}
            onChange={(e) =>
              practise({ ...settings, difficulty: e.target.value as GameSettings['difficulty'] })
            }
          >
            {DIFFICULTIES.map((d) => (
              <option key={d} value={d}>
                {t(`settingsDialog.level.${d}`)}
              </option>
            ))}
          </select>
        </label>

        <Choice
          legend={t('settingsDialog.readingSpeed')}
          name={`${id}-speed`}
          value={settings.readingSpeed}
          options={SPEEDS.map((s) => [s, t(`settingsDialog.speed.${s}`)] as const)}
          onChange={(v) => set('readingSpeed', v as ReadingSpeed)}
        />

        <Check
          label={t('sounds')}
          checked={app.soundOn}
          onChange={(on) => update({ soundOn: on })}
        />
      </div>

      <div className="settings__foot">
        <button type="button" className="button button--primary button--large" onClick={onClose}>
          {t('settingsDialog.done')}
        </button>
      </div>
    </Modal>
  );
}

function Choice({
  legend,
  name,
  value,
  options,
  disabled = false,
  note,
  onChange,
}: {
  legend: string;
  name: string;
  value: string;
  options: readonly (readonly [string, string])[];
  disabled?: boolean;
  note?: string;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset className="settings__group" disabled={disabled}>
      <legend className="settings__label">{legend}</legend>
      <div className="settings__segments">
        {options.map(([v, label]) => (
          <label key={v} className="settings__segment">
            <input
              type="radio"
              name={name}
              value={v}
              checked={value === v}
              onChange={() => onChange(v)}
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
      {note && <p className="settings__note">{note}</p>}
    </fieldset>
  );
}

function Check({
  label,
  checked,
  disabled = false,
  note,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  note?: ReactNode;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="settings__check">
      <label className="settings__switch">
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>{label}</span>
      </label>
      {note && <p className="settings__note">{note}</p>}
    </div>
  );
}
