import type { AssignmentPreset } from '@ttc/shared-protocol/api/assignments';
import { describe, expect, it } from 'vitest';
import { presetFlow, presetQuestions, presetSettings } from './preset-flow';

describe('preset games (assignments)', () => {
  it('When the preset names a level, then every question is of that level or a review below it, as many as asked', () => {
    const preset = { level: 4, questionCount: 7 } as const;
    const settings = presetSettings(preset, 'fr');
    expect(settings).toMatchObject({ playMode: 'by_level', language: 'fr' });
    const questions = presetQuestions(preset, settings, 42);
    expect(questions).toHaveLength(7);
    expect(questions[0]?.level).toBe(4);
    for (const question of questions) expect(question.level).toBeLessThanOrEqual(4);
    expect(new Set(questions.map((q) => q.id)).size).toBe(7);
  });

  it('When the preset is free practice, then its difficulty and question types are played', () => {
    const preset: AssignmentPreset = {
      level: null,
      difficulty: 'half',
      questionTypes: ['set_time'],
      questionCount: 5,
    };
    const settings = presetSettings(preset, 'en');
    expect(settings).toMatchObject({ playMode: 'free', difficulty: 'half' });
    const questions = presetQuestions(preset, settings, 7);
    expect(questions).toHaveLength(5);
    for (const question of questions) expect(question.type).toBe('set_time');
  });

  it('When a preset game starts, then it has the preset length and no level game to move', () => {
    const preset = { level: 2, questionCount: 12 } as const;
    const flow = presetFlow({ preset, settings: presetSettings(preset, 'en'), seed: 1, now: 0 });
    expect(flow.game.totalQuestions).toBe(12);
    expect(flow.levelGame).toBeNull();
    expect(flow.questions).toHaveLength(12);
  });
});
