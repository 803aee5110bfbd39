import { z } from 'zod';
import { adjectiveIdSchema, animalIdSchema } from '../classroom/friendly-names';
import { playerIdSchema, rejoinTokenSchema, roomCodeSchema } from '../classroom/payloads';
import { classroomChoicesSchema } from '../classroom/roster';
import { characterIdSchema } from '../game/character-schema';

/**
 * What the acks of the live-session events carry on success (`{ ok: true, data }`). The views
 * themselves arrive as server events (`room:host`, `room:state`, `room:you`...), so acks stay small.
 */

/** An accepted command with nothing to report. */
export const okAckSchema = z.object({}).strict();

/** The host opened a room (or came back to it). */
export const roomAckSchema = z.object({ code: roomCodeSchema, sessionId: z.string() }).strict();
export type RoomAck = z.infer<typeof roomAckSchema>;

/** A seat, as its student sees it after joining or rejoining. */
export const seatAckSchema = z
  .object({ playerId: playerIdSchema, nickname: z.string(), character: characterIdSchema })
  .strict();
export type SeatAck = z.infer<typeof seatAckSchema>;

/**
 * A new seat with its rejoin token: >= 128 bits from a CSPRNG, base64url. The device keeps it
 * (never in a URL); the room keeps only its hash.
 */
export const joinAckSchema = seatAckSchema.extend({ rejoinToken: rejoinTokenSchema }).strict();
export type JoinAck = z.infer<typeof joinAckSchema>;

/**
 * Free generated nicknames for the room: the ids to send back with the text to show. In a class
 * room, `names` is empty and `classroom` is the class's name and roster with the children already
 * seated marked `taken` (a roster is seen only by a device that passed the room's code: this
 * answer is where a code is checked).
 */
export const suggestNamesAckSchema = z
  .object({
    names: z.array(
      z
        .object({
          kind: z.literal('generated'),
          adjective: adjectiveIdSchema,
          animal: animalIdSchema,
          text: z.string(),
        })
        .strict(),
    ),
    classroom: /* @__PURE__ */ classroomChoicesSchema.optional(),
    /** The room takes typed names (its nickname mode is `typed`): the join screen offers typing. */
    typedNames: z.boolean().optional(),
    /**
     * Each child at their own level (issue 15): the join sends the child's level, from the
     * device's learner model or a level the child picks (a roster seat's comes from the API).
     */
    adaptive: z.boolean().optional(),
  })
  .strict();
export type SuggestNamesAck = z.infer<typeof suggestNamesAckSchema>;

/** The answer was taken (it is judged when the question closes). */
export const answeredAckSchema = z.object({ questionIndex: z.number().int().min(0) }).strict();

/** The host's access token was accepted for this connection. */
export const authenticatedAckSchema = z
  .object({ userId: z.string(), expiresAt: z.number() })
  .strict();

/** A host's access token as sent to refresh it on a live connection. */
export const authenticatePayloadSchema = z.object({ token: z.string().min(1).max(8192) }).strict();
