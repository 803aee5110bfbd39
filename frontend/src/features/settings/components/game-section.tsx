import { gameSettingsOf, type Settings } from '@ttc/shared-protocol/api/settings-sync';
import { LANGUAGES } from '@ttc/shared-protocol/clock/language';
import { timeInWords } from '@ttc/shared-protocol/clock/words/time-in-words';
import {
  canChange24Hour,
  DIFFICULTIES,
  type GameSettings,
  QUESTION_TYPES,
  toggleQuestionType,
} from '@ttc/shared-protocol/game/settings';
import { toast } from '../../../components/ui/toast/toast-store';
import { languageNames, useTranslation } from '../../../lib/i18n';
import { useSettings } from '../../../lib/settings/use-settings';
import { getSpeechSynthesis, speak } from '../../../lib/speech/speech';
import { Choice, Section, Select, Switch } from './controls';

/** The spec's settings-saved toast lasts 2 s (section 9). */
export const SAVED_TOAST_MS = 2000;
/** The voice test's sample: a quarter past three, the spec's default clock time. */
const SAMPLE_TIME = { hour: 3, minute: 15 } as const;

/**
 * Game Settings (spec sections 2, 4 and 9): the clocks' language, 12/24-hour (off and locked
 * while elapsed-time questions are on), clock face, helper circles (off with the numbers face),
 * question types (the last one stays on), how to play (by level or free practice with a time
 * difficulty), reading speed with a voice test, and auto-advance after 3 s. Every change applies
 * at once to the Student Game and the Playground, with the spec's 'Settings Saved' toast.
 */
export function GameSection() {
  const { t } = useTranslation('settings');
  const { settings, update } = useSettings();
  const game = gameSettingsOf(settings);
  const can24 = canChange24Hour(game);
  const traditional = game.clockFace === 'traditional';
  const canSpeak = getSpeechSynthesis() !== null;

  const change = (patch: Partial<Settings>) => {
    update(patch);
    toast({
      title: t('saved.title'),
      description: t('saved.description'),
      duration: SAVED_TOAST_MS,
    });
  };
  const practise = (next: GameSettings) =>
    change({ questionTypes: next.questionTypes, difficulty: next.difficulty, playMode: 'free' });
  const testVoice = () =>
    speak(timeInWords(SAMPLE_TIME, game.language), { language: game.language, speed: 'slow' });

  return (
    <Section id="game" title={t('game.title')} intro={t('game.intro')}>
      <Select
        label={t('game.language')}
        value={game.language}
        note={t('game.languageNote')}
        options={LANGUAGES.map((lang) => [lang, languageNames[lang], lang] as const)}
        onChange={(v) => change({ language: v as Settings['language'] })}
      />
      <Choice
        legend={t('game.timeFormat')}
        value={game.use24Hour ? '24' : '12'}
        disabled={!can24}
        note={can24 ? undefined : t('game.hour24Locked')}
        options={[
          ['12', t('game.hour12')],
          ['24', t('game.hour24')],
        ]}
        onChange={(v) => change({ use24Hour: v === '24' })}
      />
      <Choice
        legend={t('game.clockFace')}
        value={game.clockFace}
        options={[
          ['dots', t('game.faceDots')],
          ['traditional', t('game.faceTraditional')],
        ]}
        onChange={(v) => change({ clockFace: v as Settings['clockFace'] })}
      />
      <Switch
        label={t('game.helperCircles')}
        checked={game.showHelperCircles}
        disabled={traditional}
        note={traditional ? t('game.helperCirclesLocked') : undefined}
        onChange={(on) => change({ showHelperCircles: on })}
      />
      <Choice
        legend={t('game.playMode')}
        value={game.playMode}
        note={game.playMode === 'by_level' ? t('game.byLevelNote') : t('game.freeNote')}
        options={[
          ['by_level', t('game.byLevel')],
          ['free', t('game.free')],
        ]}
        onChange={(v) => change({ playMode: v as Settings['playMode'] })}
      />
      <fieldset className="settings-field settings-types">
        <legend className="settings-field__label">{t('game.questionTypes')}</legend>
        <p className="settings-field__note">{t('game.questionTypesNote')}</p>
        {QUESTION_TYPES.map((type) => {
          const on = game.questionTypes.includes(type);
          return (
            <Switch
              key={type}
              label={t(`game.type.${type}`)}
              checked={on}
              disabled={on && game.questionTypes.length === 1}
              onChange={() => practise(toggleQuestionType(game, type))}
            />
          );
        })}
      </fieldset>
      <Select
        label={t('game.difficulty')}
        value={game.difficulty}
        options={DIFFICULTIES.map((d) => [d, t(`game.level.${d}`)] as const)}
        onChange={(v) => practise({ ...game, difficulty: v as GameSettings['difficulty'] })}
      />
      <div className="settings-voice">
        <Choice
          legend={t('game.readingSpeed')}
          value={game.readingSpeed}
          options={(['slow', 'normal', 'fast'] as const).map(
            (s) => [s, t(`game.speed.${s}`)] as const,
          )}
          onChange={(v) => change({ readingSpeed: v as Settings['readingSpeed'] })}
        />
        <button
          type="button"
          className="button button--large"
          onClick={testVoice}
          disabled={!canSpeak}
          aria-describedby={canSpeak ? undefined : 'settings-no-voice'}
        >
          {t('game.testVoice')}
        </button>
        {!canSpeak && (
          <p id="settings-no-voice" className="settings-field__note">
            {t('game.noVoice')}
          </p>
        )}
      </div>
      <Switch
        label={t('game.autoAdvance')}
        checked={settings.autoAdvance}
        note={t('game.autoAdvanceNote')}
        onChange={(on) => change({ autoAdvance: on })}
      />
    </Section>
  );
}
