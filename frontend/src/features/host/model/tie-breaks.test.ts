import { describe, expect, it } from 'vitest';
import { tieBreaks } from './tie-breaks';

describe('tieBreaks', () => {
  it('When no two neighbours share a score, then no tie-break is named', () => {
    expect(
      tieBreaks([
        { score: 300, totalAnswerMs: 9_000 },
        { score: 200, totalAnswerMs: 5_000 },
        { score: 100, totalAnswerMs: 5_000 },
      ]),
    ).toEqual({ quicker: false, shared: false });
    expect(tieBreaks([])).toEqual({ quicker: false, shared: false });
  });

  it('When neighbours share a score, then the quicker answers decided; with equal time too, they share the place', () => {
    expect(
      tieBreaks([
        { score: 200, totalAnswerMs: 4_000 },
        { score: 200, totalAnswerMs: 6_000 },
        { score: 100, totalAnswerMs: 1_000 },
      ]),
    ).toEqual({ quicker: true, shared: false });
    expect(
      tieBreaks([
        { score: 200, totalAnswerMs: 4_000 },
        { score: 100, totalAnswerMs: 3_000 },
        { score: 100, totalAnswerMs: 3_000 },
      ]),
    ).toEqual({ quicker: false, shared: true });
  });
});
