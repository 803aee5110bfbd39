import { isLanguage } from '@ttc/shared-protocol/clock/language';
import type { ClockTime } from '@ttc/shared-protocol/clock/time';
import type { Character } from '@ttc/shared-protocol/game/characters';
import { canTakePlacement } from '@ttc/shared-protocol/game/learner/learner-model';
import type { Question } from '@ttc/shared-protocol/game/question';
import { type GameSettings, normalizeSettings } from '@ttc/shared-protocol/game/settings';
import { useCallback, useEffect, useRef, useState } from 'react';
import { clearGuestProgress } from '../../../lib/guest-progress/guest-progress';
import {
  peekStudentGameRestore,
  saveStudentGameProgress,
} from '../../../lib/guest-progress/student-game-progress';
import { currentLanguage, i18n, setLanguage } from '../../../lib/i18n';
import { useLearnerModel } from '../../../lib/learner/use-learner-model';
import { subscribeSettings } from '../../../lib/settings/settings-store';
import { useSettings } from '../../../lib/settings/use-settings';
import { playSound, Sound, warmUpSounds } from '../../../lib/sound/sound';
import { storage } from '../../../lib/storage';
import { devSeed, randomUint32, randomUnit } from '../model/browser-random';
import { rememberedCharacter } from '../model/character-storage';
import {
  applySettings,
  awaitsLearner,
  beginLevelGame,
  continueGame,
  currentQuestion,
  FEEDBACK_MESSAGES,
  type GameFlow,
  isFinished,
  selectChoice,
  setClock,
  startFlow,
  submitAnswer,
} from '../model/game-flow';
import { reloadPage } from '../model/reload-page';
import { readStoredSettings, writeStoredSettings } from '../model/settings-storage';
import { StudentGameKey } from '../model/storage-keys';
import { useActiveTime } from './use-active-time';
import { useAnswerRecorder } from './use-answer-recorder';

/** Whether two game settings say the same (whatever the order of their fields). */
function sameGameSettings(a: GameSettings, b: GameSettings): boolean {
  return (Object.keys(a) as (keyof GameSettings)[]).every((key) => {
    const x = a[key];
    const y = b[key];
    return Array.isArray(x) && Array.isArray(y) ? x.join() === y.join() : x === y;
  });
}

/** With auto-advance on, the feedback moves on to the next question after this long. */
export const AUTO_ADVANCE_MS = 3000;

/** Everything the Student Game screen shows and does. */
export type StudentGame = {
  flow: GameFlow;
  settings: GameSettings;
  character: Character;
  /** The player's name from the device, or null (the header then says 'Student'). */
  playerName: string | null;
  /** The question shown, or undefined (the waiting view). */
  question: Question | undefined;
  /** The results view shows. */
  finished: boolean;
  select: (label: string) => void;
  /** `hourAngle` when the child placed the hour hand itself (independent hands). */
  setClockTime: (time: ClockTime, hourAngle?: number) => void;
  /** A new child may take the placement check instead of starting at level 1; null when not offered. */
  startPlacement: (() => void) | null;
  submit: () => void;
  continueToNext: () => void;
  updateSettings: (next: GameSettings) => void;
  /** Spec: play again reloads the page (a fresh game with a new seed). */
  playAgain: () => void;
};

/** The player's name remembered on the device (spec section 9: studentName), or null. */
function readStudentName(): string | null {
  const name = storage.get(StudentGameKey.studentName)?.trim();
  return name ? name.slice(0, 40) : null;
}

type Start = { settings: GameSettings; flow: GameFlow; activeTimeMs: number; restored: boolean };

function startGame(): Start {
  const now = Date.now();
  const restored = peekStudentGameRestore();
  if (restored) {
    const { settings, gameState, levelGame } = restored.payload;
    writeStoredSettings(settings);
    return {
      settings,
      flow: startFlow({
        seed: gameState.seed,
        settings,
        now,
        restored: gameState,
        restoredLevelGame: levelGame ?? null,
      }),
      activeTimeMs: restored.activeTimeMs,
      restored: true,
    };
  }
  const settings = readStoredSettings(currentLanguage());
  const seed = devSeed(window.location.search) ?? randomUint32();
  const studentName = readStudentName() ?? undefined;
  return {
    settings,
    flow: startFlow({ seed, settings, now, studentName }),
    activeTimeMs: 0,
    restored: false,
  };
}

/**
 * The solo Student Game (spec sections 2, 4 and 5): starts a new game (or restores the guest's
 * after sign-in), records every answer with its misconception (on the device for a guest, sent to
 * the account when a signed-in player finishes: useAnswerRecorder), saves the guest progress
 * after each step, plays the sounds and applies settings immediately.
 */
export function useStudentGame(): StudentGame {
  const [start] = useState(startGame);
  const [flow, setFlow] = useState(start.flow);
  const [settings, setSettings] = useState(start.settings);
  const [character] = useState(() => rememberedCharacter(randomUnit()));
  const [playerName] = useState(readStudentName);
  const flowRef = useRef(flow);
  const settingsRef = useRef(settings);
  const activeTime = useActiveTime(start.activeTimeMs);
  const { record: recordAnswer, finish: finishGame } = useAnswerRecorder();
  const learner = useLearnerModel();
  const learnerModel = learner.model;
  const { settings: allSettings } = useSettings();
  const autoAdvance = allSettings.autoAdvance;

  // Handlers read and write the refs, so two taps before a re-render never submit twice.
  const commitFlow = useCallback((next: GameFlow) => {
    flowRef.current = next;
    setFlow(next);
  }, []);

  // Playing by level, the first question waits for the child's learner model (the device's
  // history for a guest, the account's for a signed-in child).
  useEffect(() => {
    if (
      learnerModel &&
      awaitsLearner(flowRef.current) &&
      settingsRef.current.playMode === 'by_level'
    ) {
      commitFlow(beginLevelGame(flowRef.current, learnerModel, settingsRef.current, Date.now()));
    }
  }, [learnerModel, commitFlow]);

  const applyNewSettings = useCallback(
    (next: GameSettings) => {
      const before = settingsRef.current;
      const after = normalizeSettings(next);
      settingsRef.current = after;
      setSettings(after);
      writeStoredSettings(after);
      if (before.playMode !== after.playMode) {
        // Another way of playing is another game: it starts afresh from the first question.
        const flow = flowRef.current;
        commitFlow(
          startFlow({
            seed: randomUint32(),
            settings: after,
            now: Date.now(),
            studentName: flow.game.studentName,
            learner: learnerModel ?? undefined,
          }),
        );
        return after;
      }
      commitFlow(applySettings(flowRef.current, before, after, randomUint32()));
      return after;
    },
    [commitFlow, learnerModel],
  );

  const updateSettings = useCallback(
    (next: GameSettings) => {
      const after = applyNewSettings(next);
      if (after.language !== currentLanguage()) void setLanguage(after.language);
    },
    [applyNewSettings],
  );

  // The game speaks the app's language: a change from the top bar's switcher reaches it too.
  useEffect(() => {
    const onLanguage = (lng: string) => {
      if (isLanguage(lng) && lng !== settingsRef.current.language) {
        applyNewSettings({ ...settingsRef.current, language: lng });
      }
    };
    i18n.on('languageChanged', onLanguage);
    if (settingsRef.current.language !== currentLanguage()) {
      void setLanguage(settingsRef.current.language);
    }
    return () => i18n.off('languageChanged', onLanguage);
  }, [applyNewSettings]);

  // The settings store is shared with /settings and the Playground, and follows the account: a
  // change made elsewhere (another tab, another device) applies here at once. The language
  // stays the app's (see above).
  useEffect(
    () =>
      subscribeSettings(() => {
        const stored = readStoredSettings(settingsRef.current.language);
        if (!sameGameSettings(stored, settingsRef.current)) applyNewSettings(stored);
      }),
    [applyNewSettings],
  );

  // Spec section 4: once restored, the guest data and the restore flag are cleared (in an
  // effect, not while rendering: strict mode renders twice).
  useEffect(() => {
    if (start.restored) clearGuestProgress();
  }, [start.restored]);

  // The guest progress follows every step (spec section 3), so it is there for the guest gate.
  // A game by level still waiting for its model has nothing to save yet. Saved when the game
  // moves, not on every tap of an option.
  const waiting = awaitsLearner(flow);
  useEffect(() => {
    if (waiting) return;
    saveStudentGameProgress({
      gameState: flow.game,
      levelGame: flow.levelGame,
      settings,
      activeTimeMs: activeTime(),
      now: Date.now(),
    });
  }, [waiting, flow.game, flow.levelGame, settings, activeTime]);

  const select = useCallback(
    (label: string) => {
      warmUpSounds();
      commitFlow(selectChoice(flowRef.current, label));
    },
    [commitFlow],
  );

  const setClockTime = useCallback(
    (time: ClockTime, hourAngle?: number) => {
      warmUpSounds();
      commitFlow(setClock(flowRef.current, time, hourAngle));
    },
    [commitFlow],
  );

  const placementOffered =
    learnerModel !== null &&
    canTakePlacement(learnerModel) &&
    flow.levelGame?.kind === 'level' &&
    flow.game.questionsAnswered === 0;
  const startPlacement = useCallback(() => {
    if (!learnerModel) return;
    commitFlow(
      beginLevelGame(flowRef.current, learnerModel, settingsRef.current, Date.now(), true),
    );
  }, [commitFlow, learnerModel]);

  const submit = useCallback(() => {
    const messageIndex = Math.floor(randomUnit() * FEEDBACK_MESSAGES);
    const result = submitAnswer(flowRef.current, Date.now(), messageIndex, settingsRef.current);
    if (!result) return;
    commitFlow(result.flow);
    recordAnswer(result.record);
    void playSound(result.record.correct ? Sound.correct : Sound.incorrect);
  }, [commitFlow, recordAnswer]);

  const continueToNext = useCallback(() => {
    const next = continueGame(flowRef.current, Date.now());
    if (next === flowRef.current) return;
    commitFlow(next);
    if (isFinished(next)) {
      finishGame();
      void playSound(Sound.complete);
    }
  }, [commitFlow, finishGame]);

  // Auto-advance (Settings > Game): 3 s after the feedback shows, the next question comes, as if
  // Continue were pressed.
  const feedbackOpen = flow.feedback !== null;
  useEffect(() => {
    if (!autoAdvance || !feedbackOpen) return;
    const timer = setTimeout(continueToNext, AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [autoAdvance, feedbackOpen, continueToNext]);

  return {
    flow,
    settings,
    character,
    playerName,
    question: currentQuestion(flow),
    finished: isFinished(flow),
    select,
    setClockTime,
    startPlacement: placementOffered ? startPlacement : null,
    submit,
    continueToNext,
    updateSettings,
    playAgain: reloadPage,
  };
}
