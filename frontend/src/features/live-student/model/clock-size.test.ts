import { describe, expect, it } from 'vitest';
import { LIVE_CLOCK_MAX, LIVE_CLOCK_MIN, liveClockSize, readClockSize } from './clock-size';

describe('liveClockSize', () => {
  it('When the tablet is landscape, then the clock takes the height left under the prompt', () => {
    expect(liveClockSize(1280, 800)).toBe(500);
    expect(liveClockSize(1180, 820)).toBe(500);
    expect(liveClockSize(1024, 600)).toBe(330);
  });

  it('When the tablet is portrait or a phone, then the clock fits the width and leaves room for Submit below', () => {
    expect(liveClockSize(800, 1280)).toBe(LIVE_CLOCK_MAX);
    expect(liveClockSize(390, 844)).toBe(350);
  });

  it('When the screen is tiny, then the clock keeps a size small fingers can still drag', () => {
    expect(liveClockSize(320, 480)).toBe(LIVE_CLOCK_MIN);
  });
});

describe('readClockSize', () => {
  it('When a child reads its own clock, then it is big beside the answers in landscape and above them in portrait', () => {
    expect(readClockSize(1280, 800)).toBe(420);
    expect(readClockSize(800, 1280)).toBe(420);
    expect(readClockSize(390, 844)).toBe(314);
    expect(readClockSize(320, 480)).toBe(160);
  });
});
