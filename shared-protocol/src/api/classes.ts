import { z } from 'zod';
import { languageSchema } from '../clock/language-schema';
import { characterIdSchema } from '../game/character-schema';

// A teacher's classes and their rosters (issue 14). A child is a nickname and a character only:
// no field here can hold an email or a real name, and unknown fields are refused. The optional
// label a teacher gives a child ("Sam B.") stays on the teacher's device and never reaches us.

/** K-3, the grades the product is written for. */
export const GRADES = ['K', '1', '2', '3'] as const;
export const gradeSchema = z.enum(GRADES);
export type Grade = z.infer<typeof gradeSchema>;

export const CLASS_NAME_MAX_LENGTH = 60;
/** A class roster's largest size (Teacher Pro's "up to 30 students", with room for a few more). */
export const ROSTER_MAX = 40;
/** A teacher's classes at most. */
export const CLASSES_PER_TEACHER_MAX = 50;
/** Roster nicknames follow the live session's typed-name rules (2-20 characters, screened). */
export const ROSTER_NICKNAME_MIN_LENGTH = 2;
export const ROSTER_NICKNAME_MAX_LENGTH = 20;

const isoTimestamp = z.iso.datetime({ offset: true });

/** A child on a roster. `id` is ours (a UUID); the roster seat a device takes is this id. */
export const rosterChildSchema = z
  .object({
    id: z.uuid(),
    nickname: z.string(),
    character: characterIdSchema,
  })
  .strict();
export type RosterChild = z.infer<typeof rosterChildSchema>;

/** A class as the teacher's list shows it. */
export const classSummarySchema = z
  .object({
    id: z.uuid(),
    teacherId: z.uuid(),
    name: z.string(),
    grade: gradeSchema,
    language: languageSchema,
    childCount: z.number().int().min(0),
    createdAt: isoTimestamp,
    updatedAt: isoTimestamp,
  })
  .strict();
export type ClassSummary = z.infer<typeof classSummarySchema>;

/** GET /api/classes/:id: the class with its roster (in the order the children were added). */
export const classDetailSchema = classSummarySchema
  .extend({ children: z.array(rosterChildSchema) })
  .strict();
export type ClassDetail = z.infer<typeof classDetailSchema>;

/** GET /api/classes: the signed-in teacher's classes, newest first. */
export const classListSchema = z.object({ classes: z.array(classSummarySchema) }).strict();
export type ClassList = z.infer<typeof classListSchema>;

const className = z
  .string()
  .trim()
  .min(1, 'Give the class a name.')
  .max(CLASS_NAME_MAX_LENGTH, `A class name has at most ${CLASS_NAME_MAX_LENGTH} characters.`);

/** POST /api/classes. */
export const createClassSchema = z
  .object({ name: className, grade: gradeSchema, language: languageSchema })
  .strict();
export type CreateClassInput = z.input<typeof createClassSchema>;

/** PATCH /api/classes/:id: any of the fields. */
export const updateClassSchema = createClassSchema.partial().strict();
export type UpdateClassInput = z.input<typeof updateClassSchema>;

/**
 * POST /api/classes/:id/children. The server also runs the typed-nickname checks of live
 * sessions (no full name with digits, the obscenity screen) and keeps nicknames unique in a class
 * (case and accents ignored).
 */
export const addChildSchema = z
  .object({
    nickname: z
      .string()
      .trim()
      .min(
        ROSTER_NICKNAME_MIN_LENGTH,
        `A nickname has at least ${ROSTER_NICKNAME_MIN_LENGTH} letters.`,
      )
      .max(
        ROSTER_NICKNAME_MAX_LENGTH,
        `A nickname has at most ${ROSTER_NICKNAME_MAX_LENGTH} letters.`,
      ),
    character: characterIdSchema,
  })
  .strict();
export type AddChildInput = z.input<typeof addChildSchema>;

/** PATCH /api/classes/:id/children/:childId. */
export const updateChildSchema = addChildSchema.partial().strict();
export type UpdateChildInput = z.input<typeof updateChildSchema>;
