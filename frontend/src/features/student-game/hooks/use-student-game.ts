import { isLanguage } from '@ttc/shared-protocol/clock/language';
import type { ClockTime } from '@ttc/shared-protocol/clock/time';
import type { Character } from '@ttc/shared-protocol/game/characters';
import type { Question } from '@ttc/shared-protocol/game/question';
import { type GameSettings, normalizeSettings } from '@ttc/shared-protocol/game/settings';
import { useCallback, useEffect, useRef, useState } from 'react';
import { clearGuestProgress } from '../../../lib/guest-progress/guest-progress';
import {
  peekStudentGameRestore,
  saveStudentGameProgress,
} from '../../../lib/guest-progress/student-game-progress';
import { currentLanguage, i18n, setLanguage } from '../../../lib/i18n';
import { playSound, Sound, warmUpSounds } from '../../../lib/sound/sound';
import { storage } from '../../../lib/storage';
import { devSeed, randomUint32, randomUnit } from '../model/browser-random';
import { rememberedCharacter } from '../model/character-storage';
import {
  applySettings,
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
  setClockTime: (time: ClockTime) => void;
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
    const { settings, gameState } = restored.payload;
    writeStoredSettings(settings);
    return {
      settings,
      flow: startFlow({ seed: gameState.seed, settings, now, restored: gameState }),
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

  // Handlers read and write the refs, so two taps before a re-render never submit twice.
  const commitFlow = useCallback((next: GameFlow) => {
    flowRef.current = next;
    setFlow(next);
  }, []);

  const applyNewSettings = useCallback(
    (next: GameSettings) => {
      const before = settingsRef.current;
      const after = normalizeSettings(next);
      settingsRef.current = after;
      setSettings(after);
      writeStoredSettings(after);
      commitFlow(applySettings(flowRef.current, before, after, randomUint32()));
      return after;
    },
    [commitFlow],
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

  // Spec section 4: once restored, the guest data and the restore flag are cleared (in an
  // effect, not while rendering: strict mode renders twice).
  useEffect(() => {
    if (start.restored) clearGuestProgress();
  }, [start.restored]);

  // The guest progress follows every step (spec section 3), so it is there for the guest gate.
  useEffect(() => {
    saveStudentGameProgress({
      gameState: flow.game,
      settings,
      activeTimeMs: activeTime(),
      now: Date.now(),
    });
  }, [flow.game, settings, activeTime]);

  const select = useCallback(
    (label: string) => {
      warmUpSounds();
      commitFlow(selectChoice(flowRef.current, label));
    },
    [commitFlow],
  );

  const setClockTime = useCallback(
    (time: ClockTime) => {
      warmUpSounds();
      commitFlow(setClock(flowRef.current, time));
    },
    [commitFlow],
  );

  const submit = useCallback(() => {
    const messageIndex = Math.floor(randomUnit() * FEEDBACK_MESSAGES);
    const result = submitAnswer(flowRef.current, Date.now(), messageIndex);
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

  return {
    flow,
    settings,
    character,
    playerName,
    question: currentQuestion(flow),
    finished: isFinished(flow),
    select,
    setClockTime,
    submit,
    continueToNext,
    updateSettings,
    playAgain: reloadPage,
  };
}
