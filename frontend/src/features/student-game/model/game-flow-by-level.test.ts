import { emptyLearner, learnerFromAnswers } from '@ttc/shared-protocol/game/learner/learner-model';
import type { Question } from '@ttc/shared-protocol/game/question';
import { DEFAULT_GAME_SETTINGS } from '@ttc/shared-protocol/game/settings';
import { describe, expect, it } from 'vitest';
import {
  applySettings,
  awaitsLearner,
  beginLevelGame,
  continueGame,
  currentQuestion,
  type GameFlow,
  selectChoice,
  setClock,
  startFlow,
  submitAnswer,
} from './game-flow';

const settings = DEFAULT_GAME_SETTINGS;
const NOW = 1_800_000_000_000;

/** Answers the current question right (or with its hands-swapped option when `swap`). */
function answer(flow: GameFlow, swap = false): GameFlow {
  const question = currentQuestion(flow) as Question;
  if (question.type === 'set_time') {
    const { hour } = question.metadata.targetTime;
    return setClock(flow, question.metadata.targetTime, (hour % 12) * 30);
  }
  const swapped = question.choices.find((c) => c.tag === 'hands_swapped');
  return selectChoice(flow, swap && swapped ? swapped.label : question.correctLabel);
}

function play(flow: GameFlow, swap = false) {
  const submitted = submitAnswer(answer(flow, swap), NOW, 0, settings);
  if (!submitted) throw new Error('submit refused');
  return { ...submitted, flow: submitted.flow };
}

describe('the Student Game by level', () => {
  it('When the learner model is not known yet, then the flow waits; once it is, level 1 o’clock questions come', () => {
    const waiting = startFlow({ seed: 5, settings, now: NOW });
    expect(awaitsLearner(waiting)).toBe(true);
    expect(currentQuestion(waiting)).toBeUndefined();
    const flow = beginLevelGame(waiting, emptyLearner(), settings, NOW);
    const first = currentQuestion(flow);
    expect(first?.level).toBe(1);
    expect(first?.face?.hourNumerals).toBe(true);
    expect(flow.questions).toHaveLength(1);
    expect(flow.game.totalQuestions).toBe(10);
  });

  it('When a child answers, then the record carries the level, purpose and skill, and the next question is made from the new model', () => {
    let flow = startFlow({ seed: 9, settings, now: NOW, learner: emptyLearner() });
    const first = play(flow);
    expect(first.record).toMatchObject({ level: 1, purpose: 'level', skill: 'oclock' });
    flow = continueGame(first.flow, NOW);
    expect(flow.questions).toHaveLength(2);
    expect(flow.levelGame?.model.answers).toBe(1);
  });

  it('When a perfect child plays level 1, then the feedback of the promoting answer says the level went up and the next question is level 2', () => {
    let flow = startFlow({ seed: 21, settings, now: NOW, learner: emptyLearner() });
    let change = null;
    for (let i = 0; i < 10 && !change; i++) {
      const result = play(flow);
      change = result.flow.feedback?.levelChange ?? null;
      flow = continueGame(result.flow, NOW);
    }
    expect(change).toEqual({ from: 1, to: 2 });
    expect(currentQuestion(flow)?.level).toBe(2);
  });

  it('When the same misconception repeats, then the feedback announces the remediation set and its questions follow', () => {
    let flow = startFlow({ seed: 33, settings, now: NOW, learner: emptyLearner() });
    let announced = null;
    for (let i = 0; i < 10 && !announced; i++) {
      const result = play(flow, true);
      announced = result.flow.feedback?.remediation ?? null;
      flow = continueGame(result.flow, NOW);
    }
    expect(announced).toBe('hands_swapped');
    expect(currentQuestion(flow)).toMatchObject({ purpose: 'remediation', focus: 'hands_swapped' });
  });

  it('When the settings change while playing by level, then only the language of word options follows', () => {
    const history = learnerFromAnswers([]);
    const flow = startFlow({ seed: 4, settings, now: NOW, learner: history });
    const same = applySettings(
      flow,
      settings,
      { ...settings, difficulty: '1', use24Hour: true },
      7,
    );
    expect(same).toBe(flow);
    const german = applySettings(flow, settings, { ...settings, language: 'de' }, 7);
    expect(german.levelGame?.questions).toEqual(german.questions);
  });
});
