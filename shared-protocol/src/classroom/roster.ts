import { z } from 'zod';
import { characterIdSchema } from '../game/character-schema';
import type { CharacterId } from '../game/characters';
import { type RoomState, SeatStatus } from './state';

// Class rooms (issue 14): a room run for one of the host's classes holds the class's roster, and
// each device takes a roster child's seat by tapping that child's character (no typing: many
// children cannot read yet). The API says which class and roster (the host grant); the reducer
// only keeps them.

/** The most children a class room's roster holds (a class roster has at most 40). */
export const ROOM_ROSTER_MAX = 60;
/** Longer than any class name the API accepts (60). */
const CLASS_NAME_MAX = 100;
/** Longer than any roster nickname the API accepts (20). */
const ROSTER_NICKNAME_MAX = 40;

/** A roster child as the room keeps it. */
export const roomRosterChildSchema = z
  .object({
    childId: z.string().min(1).max(64),
    nickname: z.string().min(1).max(ROSTER_NICKNAME_MAX),
    character: characterIdSchema,
    /** The child's current level (1-12) from the learner model, for adaptive rooms (issue 15). */
    level: z.number().int().min(1).max(12).optional(),
  })
  .strict();
export type RoomRosterChild = {
  childId: string;
  nickname: string;
  character: CharacterId;
  level?: number;
};

/** The class a room runs for: its id, its name and its roster in roster order. */
export const roomClassSchema = z
  .object({
    id: z.string().min(1).max(64),
    name: z.string().min(1).max(CLASS_NAME_MAX),
    roster: z.array(roomRosterChildSchema).max(ROOM_ROSTER_MAX),
  })
  .strict()
  .refine(
    (room) => new Set(room.roster.map((child) => child.childId)).size === room.roster.length,
    'a child appears twice on the roster',
  );
export type RoomClass = { id: string; name: string; roster: RoomRosterChild[] };

/** A roster line as a device that passed the room's code sees it: `taken` by an active seat. */
export const rosterChoiceSchema = z
  .object({
    childId: z.string(),
    nickname: z.string(),
    character: characterIdSchema,
    taken: z.boolean(),
  })
  .strict();
export type RosterChoice = z.infer<typeof rosterChoiceSchema>;

/** The class room as the join screen shows it (only after the room's code was accepted). */
export const classroomChoicesSchema = z
  .object({ name: z.string(), roster: z.array(rosterChoiceSchema) })
  .strict();
export type ClassroomChoices = z.infer<typeof classroomChoicesSchema>;

/** The room's class, or null for a room open to anyone with the code. */
export function roomClassOf(state: RoomState): RoomClass | null {
  return state.classroom ?? null;
}

/** The roster child `childId`, if the room has one by that id. */
export function rosterChild(state: RoomState, childId: string): RoomRosterChild | undefined {
  return roomClassOf(state)?.roster.find((child) => child.childId === childId);
}

/**
 * The active seat holding roster child `childId`, if any. A kicked or banned seat frees its
 * child: the teacher removes a device that took the wrong child, and the right child taps again
 * (a ban still bars that device). O(seats); class rooms are small.
 */
export function seatOfChild(state: RoomState, childId: string): string | undefined {
  for (const player of Object.values(state.players)) {
    if (player.childId === childId && player.status === SeatStatus.active) return player.id;
  }
  return undefined;
}

/** The roster with which children are seated, for a device that passed the code. */
export function classroomChoices(state: RoomState): ClassroomChoices | null {
  const room = roomClassOf(state);
  if (!room) return null;
  const taken = new Set<string>();
  for (const player of Object.values(state.players)) {
    if (player.childId !== undefined && player.status === SeatStatus.active) {
      taken.add(player.childId);
    }
  }
  return {
    name: room.name,
    roster: room.roster.map((child) => ({
      childId: child.childId,
      nickname: child.nickname,
      character: child.character,
      taken: taken.has(child.childId),
    })),
  };
}

/** A copy of the room's class for the host's view. */
export function copyRoomClass(room: RoomClass): RoomClass {
  return {
    id: room.id,
    name: room.name,
    roster: room.roster.map((child) => ({ ...child })),
  };
}
