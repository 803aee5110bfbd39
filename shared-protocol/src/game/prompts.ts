import type { DayTime } from '../clock/time';
import { partOfDay } from './face-math';
import { type Prompt, PromptKey } from './question';

/** English text and i18n prompt of a question. */
export type PromptText = { questionText: string; prompt: Prompt };

const PERIOD_PHRASE = {
  night: 'at night',
  morning: 'in the morning',
  afternoon: 'in the afternoon',
  evening: 'in the evening',
} as const;

/**
 * Prompt of a reading question. In 24-hour play the part of the day is named, because the face
 * alone cannot tell 03:00 from 15:00.
 */
export function readingPrompt(
  type: 'multiple_choice' | 'read_time',
  dayTime: DayTime | null,
): PromptText {
  const words = type === 'read_time';
  const base = words ? 'Which words tell the time on the clock?' : 'What time does the clock show?';
  if (!dayTime) {
    return {
      questionText: base,
      prompt: { key: words ? PromptKey.readWords : PromptKey.readClock, params: {} },
    };
  }
  const period = partOfDay(dayTime);
  return {
    questionText: `${base} It is ${PERIOD_PHRASE[period]}.`,
    prompt: {
      key: words ? PromptKey.readWordsPeriod : PromptKey.readClockPeriod,
      params: { period },
    },
  };
}

/** Prompt of a set-the-clock question; `label` is the target as written ("3:05" or "15:05"). */
export function setClockPrompt(label: string): PromptText {
  return {
    questionText: `Set the clock to ${label}.`,
    prompt: { key: PromptKey.setClock, params: { time: label } },
  };
}

/** "1 hour and 30 minutes", "45 minutes", "2 hours": for the English question text. */
export function durationInWords(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hours = h === 1 ? '1 hour' : `${h} hours`;
  const mins = m === 1 ? '1 minute' : `${m} minutes`;
  if (h === 0) return mins;
  if (m === 0) return hours;
  return `${hours} and ${mins}`;
}

/** Prompt of "how long is it from start to end?". */
export function elapsedDurationPrompt(start: string, end: string): PromptText {
  return {
    questionText: `How long is it from ${start} to ${end}?`,
    prompt: { key: PromptKey.elapsedDuration, params: { start, end } },
  };
}

/** Prompt of "what time is it N minutes after start?"; `durationLabel` like "1 h 30 min". */
export function elapsedEndTimePrompt(
  start: string,
  minutes: number,
  durationLabel: string,
): PromptText {
  return {
    questionText: `What time is it ${durationInWords(minutes)} after ${start}?`,
    prompt: {
      key: PromptKey.elapsedEndTime,
      params: { duration: durationLabel, durationMinutes: minutes, start },
    },
  };
}
