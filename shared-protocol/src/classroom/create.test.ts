import { describe, expect, it } from 'vitest';
import { reduce } from './reduce';
import { Rule } from './rules';
import { accept, createEvent, emitsOf, HOST, refuse, student, T0 } from './testing/builders';
import { hostViewSchema } from './view-schemas';

describe('creating a room', () => {
  it(`[${Rule.create}] When a host creates a room, then it is in the lobby with version 1 and the host gets the host view`, () => {
    const { state, effects, ack } = accept(null, createEvent(), T0);
    expect(state).toMatchObject({
      version: 1,
      code: '123456',
      hostId: 'teacher-1',
      sessionId: 'session-1',
      round: 1,
      stage: { phase: 'lobby' },
      locked: false,
      hostConnected: true,
      activeCount: 0,
    });
    expect(ack).toEqual({ kind: 'created', code: '123456', sessionId: 'session-1' });
    const [host] = emitsOf(effects, 'room:host');
    expect(host?.to).toEqual({ kind: 'host' });
    expect(hostViewSchema.parse(host?.payload).phase).toBe('lobby');
  });

  it(`[${Rule.options}] When options are left out, then the defaults apply (10 questions, 20 s, after each, generated names, cap 60, en, difficulty 5, multiple choice, not adaptive, places shown)`, () => {
    const { state } = accept(null, createEvent(), T0);
    expect(state.options).toEqual({
      questionCount: 10,
      questionTypes: ['multiple_choice'],
      difficulty: '5',
      secondsPerQuestion: 20,
      leaderboard: 'after-each',
      nicknameMode: 'generated',
      roomCap: 60,
      language: 'en',
      adaptive: false,
      hideRanks: false,
    });
  });

  it(`[${Rule.create}] When a room with the code exists, then a second create is refused (a live code is never reused)`, () => {
    const { state } = accept(null, createEvent(), T0);
    expect(refuse(state, createEvent(), T0 + 1)).toMatchObject({
      reason: 'room_exists',
      code: 'conflict',
      rule: Rule.create,
    });
  });

  it(`[${Rule.create}] When the code is not 6 digits or the session id is empty, then create is refused`, () => {
    expect(refuse(null, { ...createEvent(), code: '12345' } as never, T0).reason).toBe(
      'invalid_event',
    );
    expect(refuse(null, { ...createEvent(), code: 'abcdef' } as never, T0).reason).toBe(
      'invalid_event',
    );
    expect(refuse(null, { ...createEvent(), sessionId: '' } as never, T0).reason).toBe(
      'invalid_event',
    );
  });

  it(`[${Rule.options}] When options are out of bounds, then create is refused with invalid_options`, () => {
    for (const bad of [
      { questionCount: 0 },
      { questionCount: 11 },
      { secondsPerQuestion: 4 },
      { secondsPerQuestion: 121 },
      { roomCap: 0 },
      { roomCap: 1001 },
      { questionTypes: [] },
      { language: 'pt' },
    ]) {
      const event = { ...createEvent(), options: { ...createEvent().options, ...bad } } as never;
      expect(refuse(null, event, T0)).toMatchObject({
        reason: 'invalid_options',
        rule: Rule.options,
      });
    }
  });

  it(`[${Rule.hostOnly}] When a student tries to create a room, then it is refused`, () => {
    expect(refuse(null, { ...createEvent(), actor: student(1) } as never, T0).reason).toBe(
      'forbidden',
    );
  });

  it(`[${Rule.create}] When any other event comes for a room that does not exist, then it is room_not_found`, () => {
    expect(refuse(null, { type: 'start', actor: HOST, seed: 1 }, T0)).toMatchObject({
      reason: 'room_not_found',
      code: 'not_found',
    });
  });

  it(`[${Rule.version}] When the event or the time is malformed, then it is refused, never thrown`, () => {
    const { state } = accept(null, createEvent(), T0);
    expect('error' in reduce(state, null as never, T0)).toBe(true);
    expect('error' in reduce(state, { type: 'start' } as never, T0)).toBe(true);
    expect('error' in reduce(state, { type: 'nope', actor: HOST } as never, T0)).toBe(true);
    expect('error' in reduce(state, { type: 'lock', actor: HOST }, Number.NaN)).toBe(true);
    expect(state.version).toBe(1);
  });
});
