import type { AssignmentPreset } from '@ttc/shared-protocol/api/assignments';
import type { ProgressAnswerInput } from '@ttc/shared-protocol/api/progress';
import type { Language } from '@ttc/shared-protocol/clock/language';
import type { ClockTime } from '@ttc/shared-protocol/clock/time';
import { useCallback, useRef, useState } from 'react';
import { toProgressAnswer } from '../../../lib/progress-sync/progress-answer';
import { playSound, Sound, warmUpSounds } from '../../../lib/sound/sound';
import { randomUint32, randomUnit } from '../model/browser-random';
import {
  continueGame,
  currentQuestion,
  FEEDBACK_MESSAGES,
  type GameFlow,
  isFinished,
  selectChoice,
  setClock,
  submitAnswer,
} from '../model/game-flow';
import { presetFlow, presetSettings } from '../model/preset-flow';

/**
 * A teacher's preset played once (an assignment): the questions are fixed at the start, nothing
 * is saved on the device or sent to an account, and the answers go to `onFinish` when the last
 * feedback is closed, as POST /api/progress-shaped answers.
 */
export function usePresetGame(input: {
  preset: AssignmentPreset;
  language: Language;
  playerName: string;
  onFinish: (answers: ProgressAnswerInput[]) => void;
}) {
  const [settings] = useState(() => presetSettings(input.preset, input.language));
  const [flow, setFlow] = useState<GameFlow>(() =>
    presetFlow({
      preset: input.preset,
      settings,
      seed: randomUint32(),
      now: Date.now(),
      studentName: input.playerName,
    }),
  );
  const flowRef = useRef(flow);
  const answers = useRef<ProgressAnswerInput[]>([]);
  const onFinish = useRef(input.onFinish);
  onFinish.current = input.onFinish;

  const commit = useCallback((next: GameFlow) => {
    flowRef.current = next;
    setFlow(next);
  }, []);

  const select = useCallback(
    (label: string) => {
      warmUpSounds();
      commit(selectChoice(flowRef.current, label));
    },
    [commit],
  );
  const setClockTime = useCallback(
    (time: ClockTime, hourAngle?: number) => {
      warmUpSounds();
      commit(setClock(flowRef.current, time, hourAngle));
    },
    [commit],
  );
  const submit = useCallback(() => {
    const messageIndex = Math.floor(randomUnit() * FEEDBACK_MESSAGES);
    const result = submitAnswer(flowRef.current, Date.now(), messageIndex);
    if (!result) return;
    commit(result.flow);
    answers.current.push(toProgressAnswer(result.record));
    void playSound(result.record.correct ? Sound.correct : Sound.incorrect);
  }, [commit]);
  const continueToNext = useCallback(() => {
    const next = continueGame(flowRef.current, Date.now());
    if (next === flowRef.current) return;
    commit(next);
    if (isFinished(next)) {
      void playSound(Sound.complete);
      onFinish.current(answers.current);
    }
  }, [commit]);

  return {
    flow,
    settings,
    question: currentQuestion(flow),
    finished: isFinished(flow),
    select,
    setClockTime,
    submit,
    continueToNext,
  };
}
