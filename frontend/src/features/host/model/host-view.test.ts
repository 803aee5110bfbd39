import { describe, expect, it } from 'vitest';
import { lobbyView, openView, podiumView } from '../testing/host-views';
import { applyHostEvent } from './host-view';

describe('applyHostEvent', () => {
  it('When a delta arrives before any full view, then nothing is made up from it', () => {
    const [player] = lobbyView(1).players;
    if (!player) throw new Error('player expected');
    expect(
      applyHostEvent(null, {
        type: 'room:player',
        payload: { player, playerCount: 1, connectedCount: 1 },
      }),
    ).toBeNull();
  });

  it('When a seat changes, then it is replaced in place; a new seat is added at the end', () => {
    const view = lobbyView(2);
    const [first, second] = view.players;
    if (!first || !second) throw new Error('players expected');
    const away = applyHostEvent(view, {
      type: 'room:player',
      payload: { player: { ...first, connected: false }, playerCount: 2, connectedCount: 1 },
    });
    expect(away?.players.map((p) => [p.playerId, p.connected])).toEqual([
      [first.playerId, false],
      [second.playerId, true],
    ]);
    expect(away?.connectedCount).toBe(1);
    const one = { ...view, players: [first], playerCount: 1 };
    const two = applyHostEvent(one, {
      type: 'room:player',
      payload: { player: second, playerCount: 2, connectedCount: 2 },
    });
    expect(two?.players.map((p) => p.playerId)).toEqual([first.playerId, second.playerId]);
  });

  it('When an answer counter is for another question, then it is ignored; for this one it is shown', () => {
    const view = openView(3);
    const late = { questionIndex: 4, answered: 3, connected: 3, students: 3 };
    expect(applyHostEvent(view, { type: 'room:progress', payload: late })).toBe(view);
    const now = { questionIndex: 0, answered: 2, connected: 3, students: 3 };
    expect(applyHostEvent(view, { type: 'room:progress', payload: now })?.progress).toEqual(now);
  });

  it('When podium steps arrive, then the step only moves forward', () => {
    const view = podiumView(3, 2);
    const back = applyHostEvent(view, {
      type: 'room:podium',
      payload: { step: 1, stepName: 'third', at: 0 },
    });
    expect(back?.podium?.step).toBe(2);
    const on = applyHostEvent(view, {
      type: 'room:podium',
      payload: { step: 3, stepName: 'first', at: 0 },
    });
    expect(on?.podium).toMatchObject({ step: 3, stepName: 'first' });
  });

  it('When a full view arrives, then it replaces everything', () => {
    const next = openView(1);
    expect(applyHostEvent(lobbyView(2), { type: 'room:host', payload: next })).toBe(next);
  });
});
