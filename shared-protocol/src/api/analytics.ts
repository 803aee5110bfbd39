import { z } from 'zod';
import { clockTimeSchema } from '../clock/time-schema';
import { characterIdSchema } from '../game/character-schema';
import { levelNumberSchema, skillSchema } from '../game/learner/learner-schema';
import { misconceptionTagSchema } from '../game/misconception-schema';
import { questionTypeSchema } from '../game/settings-schema';

// What a teacher (and a school admin) reads after sessions and assignments (issue 14): accuracy
// by skill and question type, the misconception heat-map (children x tags) with the clocks they
// missed, trends, the most missed clocks, answer times and suggested practice groups. Answers of
// a class are those of its live sessions (by roster seat) and of its assignments.

/** Where an answer came from. */
export const answerSourceSchema = z.enum(['session', 'assignment']);
export type AnswerSource = z.infer<typeof answerSourceSchema>;

const count = z.number().int().min(0);
const isoTimestamp = z.iso.datetime({ offset: true });

/** Answered and right, for one skill or one question type. */
export const accuracySchema = z.object({ answered: count, correct: count }).strict();

export const skillAccuracySchema = accuracySchema.extend({ skill: skillSchema }).strict();
export const typeAccuracySchema = accuracySchema.extend({ type: questionTypeSchema }).strict();

/** A clock a child got wrong: what the clock showed and what they answered. */
export const missedClockSchema = z
  .object({
    type: questionTypeSchema,
    /** The face time of the question ("3:05"); the clock the report draws. */
    correctTime: clockTimeSchema,
    /** What was answered: an option's label or the time the clock was set to. */
    given: z.string(),
    source: answerSourceSchema,
  })
  .strict();
export type MissedClock = z.infer<typeof missedClockSchema>;

/** A child as analytics names them (roster nickname and character; never a real name). */
export const analyticsChildSchema = z
  .object({ id: z.uuid(), nickname: z.string(), character: characterIdSchema })
  .strict();
export type AnalyticsChild = z.infer<typeof analyticsChildSchema>;

/** One cell of the heat-map: how often a child made that mistake, and up to 3 of those clocks. */
export const heatCellSchema = z
  .object({ tag: misconceptionTagSchema, count, missed: z.array(missedClockSchema).max(3) })
  .strict();

/** One row of the heat-map and the child's totals. */
export const childRowSchema = z
  .object({
    child: analyticsChildSchema,
    answered: count,
    correct: count,
    /** Mean answer time in ms; null without answers. */
    averageAnswerMs: count.nullable(),
    /** Only tags the child made at least once. */
    cells: z.array(heatCellSchema),
  })
  .strict();
export type ChildRow = z.infer<typeof childRowSchema>;

/** One session or assignment of the class, oldest first. */
export const trendPointSchema = z
  .object({
    source: answerSourceSchema,
    /** The session id, or the assignment (task) id. */
    id: z.uuid(),
    at: isoTimestamp,
    answered: count,
    correct: count,
    averageAnswerMs: count.nullable(),
  })
  .strict();
export type TrendPoint = z.infer<typeof trendPointSchema>;

/** A clock many children missed, with the wrong answer given most often. */
export const mostMissedSchema = z
  .object({
    type: questionTypeSchema,
    correctTime: clockTimeSchema,
    answered: count,
    missed: count,
    commonAnswer: z.string().nullable(),
    commonTag: misconceptionTagSchema.nullable(),
  })
  .strict();
export type MostMissed = z.infer<typeof mostMissedSchema>;

/** 2-4 children sharing a misconception, and what to give them. */
export const practiceGroupSchema = z
  .object({
    tag: misconceptionTagSchema,
    children: z.array(analyticsChildSchema).min(2).max(4),
    /** The level whose practice targets this mistake (a Student Game preset to assign). */
    level: levelNumberSchema,
    /** The lesson plan to teach it from. */
    lessonPlanId: z.string().nullable(),
  })
  .strict();
export type PracticeGroup = z.infer<typeof practiceGroupSchema>;

/**
 * GET /api/classes/:id/analytics (and, for one child, /api/classes/:id/children/:childId/
 * analytics, where `children` has that child's row only and `groups` is empty).
 */
export const classAnalyticsSchema = z
  .object({
    classId: z.uuid(),
    answered: count,
    correct: count,
    averageAnswerMs: count.nullable(),
    skills: z.array(skillAccuracySchema),
    types: z.array(typeAccuracySchema),
    /** The tags the heat-map's columns show: those made at least once, most frequent first. */
    tags: z.array(misconceptionTagSchema),
    children: z.array(childRowSchema),
    trend: z.array(trendPointSchema),
    mostMissed: z.array(mostMissedSchema).max(5),
    groups: z.array(practiceGroupSchema),
  })
  .strict();
export type ClassAnalytics = z.infer<typeof classAnalyticsSchema>;

/** GET /api/school/analytics: the school admin's view, per teacher and over time. */
export const schoolAnalyticsSchema = z
  .object({
    answered: count,
    correct: count,
    skills: z.array(skillAccuracySchema),
    /** Each tag's count per calendar month (UTC), oldest month first. */
    tagTrend: z.array(
      z
        .object({
          month: z.string().regex(/^\d{4}-\d{2}$/),
          answered: count,
          tags: z.array(z.object({ tag: misconceptionTagSchema, count }).strict()),
        })
        .strict(),
    ),
    teachers: z.array(
      z
        .object({
          teacherId: z.uuid(),
          name: z.string().nullable(),
          email: z.string(),
          classCount: count,
          sessionCount: count,
          answered: count,
          correct: count,
        })
        .strict(),
    ),
  })
  .strict();
export type SchoolAnalytics = z.infer<typeof schoolAnalyticsSchema>;
