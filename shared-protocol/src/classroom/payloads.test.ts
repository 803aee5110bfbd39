import { describe, expect, it } from 'vitest';
import { sessionOptions } from './options';
import {
  createRoomPayloadSchema,
  emptyPayloadSchema,
  joinRoomPayloadSchema,
  playerActionPayloadSchema,
  questionActionPayloadSchema,
  rejoinRoomPayloadSchema,
} from './payloads';
import { Rule } from './rules';

const TOKEN = 'A'.repeat(22);

describe('client payload schemas', () => {
  it(`[${Rule.options}] When the host sends no options, then the create payload holds the defaults`, () => {
    expect(createRoomPayloadSchema.parse({})).toEqual({ options: sessionOptions() });
    expect(
      createRoomPayloadSchema.parse({ options: { secondsPerQuestion: 30 } }).options,
    ).toMatchObject({ secondsPerQuestion: 30, questionCount: 10 });
    expect(createRoomPayloadSchema.safeParse({ options: { extra: 1 } }).success).toBe(false);
  });

  it(`[${Rule.create}] When a join names a code, then it must be 6 digits; the nickname and character are checked`, () => {
    const join = {
      code: '012345',
      nickname: { kind: 'generated', adjective: 'happy', animal: 'fox' },
      character: 'owl',
    };
    expect(joinRoomPayloadSchema.safeParse(join).success).toBe(true);
    expect(joinRoomPayloadSchema.safeParse({ ...join, rejoinToken: TOKEN }).success).toBe(true);
    for (const bad of [
      { ...join, code: '12345' },
      { ...join, code: 123456 },
      { ...join, character: 'shark' },
      { ...join, nickname: { kind: 'typed', text: 'x'.repeat(101) } },
      { ...join, nickname: { kind: 'generated', adjective: 'happy' } },
      { ...join, score: 100 },
      { ...join, rejoinToken: 'short' },
    ]) {
      expect(joinRoomPayloadSchema.safeParse(bad).success).toBe(false);
    }
    expect(rejoinRoomPayloadSchema.safeParse({ code: '012345', rejoinToken: TOKEN }).success).toBe(
      true,
    );
  });

  it(`[${Rule.hostOnly}] When host payloads are parsed, then they are strict and seat ids are well-formed`, () => {
    expect(questionActionPayloadSchema.safeParse({ questionIndex: 3 }).success).toBe(true);
    expect(questionActionPayloadSchema.safeParse({ questionIndex: 3, force: true }).success).toBe(
      false,
    );
    expect(playerActionPayloadSchema.safeParse({ playerId: 'seat-000001' }).success).toBe(true);
    expect(playerActionPayloadSchema.safeParse({ playerId: '__proto__' }).success).toBe(false);
    expect(playerActionPayloadSchema.safeParse({ playerId: 'a b' }).success).toBe(false);
    expect(emptyPayloadSchema.safeParse({}).success).toBe(true);
    expect(emptyPayloadSchema.safeParse({ score: 1 }).success).toBe(false);
  });
});
