import { describe, expect, it } from 'vitest';
import { closedView, lobbyView, openView, podiumView } from '../testing/host-views';
import { HostStep, hostStep, momentKey, NO_LOCAL_STEPS } from './host-steps';

describe('host steps', () => {
  it('When the room is in a phase, then the board shows its step; the teacher has moved on nowhere yet', () => {
    expect(hostStep(lobbyView(1), NO_LOCAL_STEPS)).toBe(HostStep.lobby);
    expect(hostStep(openView(1), NO_LOCAL_STEPS)).toBe(HostStep.question);
    expect(hostStep(closedView(2), NO_LOCAL_STEPS)).toBe(HostStep.results);
    expect(hostStep(podiumView(3, 6), NO_LOCAL_STEPS)).toBe(HostStep.podium);
    expect(hostStep({ ...lobbyView(1), phase: 'ended' }, NO_LOCAL_STEPS)).toBe(HostStep.ended);
  });

  it('When the teacher shows the scoreboard of a closed question, then that question shows it, and the next closed question starts on its results', () => {
    const closed = closedView(2);
    const local = { ...NO_LOCAL_STEPS, scoreboardAt: momentKey(closed) };
    expect(hostStep(closed, local)).toBe(HostStep.scoreboard);
    const question = closed.question;
    if (!question) throw new Error('question expected');
    const nextClosed = { ...closed, question: { ...question, index: 1 } };
    expect(hostStep(nextClosed, local)).toBe(HostStep.results);
    expect(hostStep({ ...closed, round: closed.round + 1 }, local)).toBe(HostStep.results);
  });

  it('When the teacher opens the numbers of the podium, then the podium shows its statistics step until a new round', () => {
    const podium = podiumView(3, 6);
    const local = { ...NO_LOCAL_STEPS, statsAt: momentKey(podium) };
    expect(hostStep(podium, local)).toBe(HostStep.stats);
    expect(hostStep({ ...podium, round: podium.round + 1 }, local)).toBe(HostStep.podium);
  });
});
