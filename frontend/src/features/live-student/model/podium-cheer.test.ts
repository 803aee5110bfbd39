import { describe, expect, it } from 'vitest';
import { classCheer, podiumCheer } from './podium-cheer';

describe('podiumCheer', () => {
  it('When the child won, then the winner line; second or third, the podium line', () => {
    expect(podiumCheer(1)).toBe('podium.cheerFirst');
    expect(podiumCheer(2)).toBe('podium.cheerPodium');
    expect(podiumCheer(3)).toBe('podium.cheerPodium');
  });

  it('When the child is further down or ranks are hidden, then praise for playing', () => {
    expect(podiumCheer(4)).toBe('podium.cheerPlayed');
    expect(podiumCheer(27)).toBe('podium.cheerPlayed');
    expect(podiumCheer(null)).toBe('podium.cheerPlayed');
  });

  it('When places are hidden, then the class is cheered: its goal reached, or for playing together', () => {
    expect(classCheer({ correct: 8, asked: 10, goal: 0.8 })).toBe('podium.cheerClassGoal');
    expect(classCheer({ correct: 7, asked: 10, goal: 0.8 })).toBe('podium.cheerClass');
    expect(classCheer({ correct: 0, asked: 0, goal: 0.8 })).toBe('podium.cheerClass');
    expect(classCheer(null)).toBe('podium.cheerClass');
  });
});
