import { z } from 'zod';
import { characterIdSchema } from '../game/character-schema';
import { answerSchema } from '../game/question-schema';
import { generatedNicknameSchema } from './friendly-names';
import { MAX_QUESTIONS, sessionOptionsSchema } from './options';

/**
 * Zod schemas of what clients send for a live session (the realtime server validates every
 * payload with these before building a room event). All strict: an unknown key, such as a
 * `score`, `correct` or `playerId` smuggled into an answer, fails the parse.
 */

/** A 6-digit room code. */
export const roomCodeSchema = z.string().regex(/^\d{6}$/);

/** A seat id as the server makes them (url-safe random text). */
export const playerIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/)
  .refine((id) => id !== '__proto__');

/** A rejoin token as the device keeps it (>= 128 bits, base64url); opaque to the reducer. */
export const rejoinTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{22,128}$/);

/**
 * The room's QR secret (>= 128 bits, base64url): the QR code carries it beside the 6-digit code,
 * so a join by QR proves it did not guess the code and is never slowed by the typed-code limits.
 */
export const joinKeySchema = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/);

/** A typed nickname as sent; the reducer normalises and checks it (rule R7). */
export const typedNicknameSchema = z
  .object({ kind: z.literal('typed'), text: z.string().max(100) })
  .strict();

/** A class room's seat: the roster child whose character the student tapped. */
export const rosterNicknameSchema = z
  .object({ kind: z.literal('roster'), childId: z.uuid() })
  .strict();

/**
 * The nickname a student picks: generated word ids, typed text (when the host allows), or in a
 * class room the roster child (the only kind a class room takes).
 */
export const nicknameChoiceSchema = z.discriminatedUnion('kind', [
  generatedNicknameSchema,
  typedNicknameSchema,
  rosterNicknameSchema,
]);
export type NicknameChoice = z.infer<typeof nicknameChoiceSchema>;

/** Host: open a room. */
export const createRoomPayloadSchema = z
  .object({
    options: /* @__PURE__ */ sessionOptionsSchema.default(() => sessionOptionsSchema.parse({})),
  })
  .strict();
export type CreateRoomPayload = z.infer<typeof createRoomPayloadSchema>;

/**
 * Student: take a seat. `rejoinToken`: one this device holds from an earlier seat in the room.
 * `seatToken`: a rejoin token the device made itself (CSPRNG) for the seat this join creates, so
 * the join is safe to repeat: when its ack is lost in a drop, the same join again (on any
 * connection) answers with the seat the first one took instead of taking a second seat.
 */
export const joinRoomPayloadSchema = z
  .object({
    code: roomCodeSchema,
    /** The QR secret, when the child came by QR code (absent when the code was typed). */
    key: /* @__PURE__ */ joinKeySchema.optional(),
    nickname: nicknameChoiceSchema,
    character: characterIdSchema,
    rejoinToken: /* @__PURE__ */ rejoinTokenSchema.optional(),
    seatToken: /* @__PURE__ */ rejoinTokenSchema.optional(),
    /**
     * Adaptive rooms (issue 15): the level the child plays at, from the device's learner model or
     * the child's pick (1-12). A roster seat's level from the API comes first; other rooms ignore it.
     */
    level: z.number().int().min(1).max(12).optional(),
  })
  .strict();
export type JoinRoomPayload = z.infer<typeof joinRoomPayloadSchema>;

/** Student: come back into a seat. */
export const rejoinRoomPayloadSchema = z
  .object({ code: roomCodeSchema, rejoinToken: rejoinTokenSchema })
  .strict();
export type RejoinRoomPayload = z.infer<typeof rejoinRoomPayloadSchema>;

/** Host: come back to a room (authenticated by the JWT). */
export const hostRejoinPayloadSchema = z.object({ code: roomCodeSchema }).strict();

/**
 * Student: three (or `count`) free generated nicknames for the room; with the chosen `character`,
 * names of its animal when it is one (absent at the code check, before a character is chosen).
 */
export const suggestNicknamesPayloadSchema = z
  .object({
    code: roomCodeSchema,
    key: /* @__PURE__ */ joinKeySchema.optional(),
    count: z.number().int().min(1).max(6).default(3),
    character: /* @__PURE__ */ characterIdSchema.optional(),
  })
  .strict();

const questionIndexSchema = z
  .number()
  .int()
  .min(0)
  .max(MAX_QUESTIONS - 1);

/** Student: answer the open question. No score, no correctness, no seat: the server decides. */
export const answerPayloadSchema = z
  .object({ questionIndex: questionIndexSchema, answer: answerSchema })
  .strict();
export type AnswerPayload = z.infer<typeof answerPayloadSchema>;

/** Host: close early, skip, or move on from the question the host is looking at. */
export const questionActionPayloadSchema = z
  .object({ questionIndex: questionIndexSchema })
  .strict();
export type QuestionActionPayload = z.infer<typeof questionActionPayloadSchema>;

/** Host: kick or ban a seat. */
export const playerActionPayloadSchema = z.object({ playerId: playerIdSchema }).strict();
export type PlayerActionPayload = z.infer<typeof playerActionPayloadSchema>;

/** Host: start, pause, resume, lock, unlock, end, play again (nothing to send). */
export const emptyPayloadSchema = z.object({}).strict();
