import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const played: string[] = [];
const created: string[] = [];

vi.mock('howler', () => ({
  Howl: class {
    private readonly src: string;
    constructor(options: { src: string[] }) {
      this.src = options.src[0] ?? '';
      created.push(this.src);
    }
    play() {
      played.push(this.src);
      return 1;
    }
  },
}));

const { PODIUM_SOUNDS, playSound, Sound, warmUpSounds } = await import('./sound');
const { isSoundMuted, setSoundMuted, SOUND_MUTED_KEY, useSoundMuted } = await import(
  './sound-mute'
);

beforeEach(() => {
  played.length = 0;
});

describe('sounds', () => {
  it('When a sound is played, then howler plays its file from /sounds', async () => {
    await playSound(Sound.correct);
    expect(played).toEqual(['/sounds/correct.wav']);
    expect(created).toEqual(['/sounds/correct.wav']);
  });

  it("When sounds are warmed up, then the game's load unless others are asked for, each once", async () => {
    warmUpSounds();
    await vi.waitFor(() => expect(created).toHaveLength(3));
    expect(created).toEqual([
      '/sounds/correct.wav',
      '/sounds/incorrect.wav',
      '/sounds/complete.wav',
    ]);
    warmUpSounds(PODIUM_SOUNDS);
    await vi.waitFor(() => expect(created).toHaveLength(6));
    expect(created.slice(3)).toEqual([
      '/sounds/podium-intro.wav',
      '/sounds/podium-place.wav',
      '/sounds/celebration.wav',
    ]);
    await playSound(Sound.celebration);
    expect(played).toEqual(['/sounds/celebration.wav']);
    expect(created).toHaveLength(6);
  });

  it('When sounds are muted, then nothing plays and the choice is remembered', async () => {
    setSoundMuted(true);
    expect(localStorage.getItem(SOUND_MUTED_KEY)).toBe('true');
    await playSound(Sound.incorrect);
    warmUpSounds();
    expect(played).toEqual([]);
    setSoundMuted(false);
    expect(isSoundMuted()).toBe(false);
    await playSound(Sound.complete);
    expect(played).toEqual(['/sounds/complete.wav']);
  });

  it('When the mute switch changes, then every hook user sees it', () => {
    const a = renderHook(() => useSoundMuted());
    const b = renderHook(() => useSoundMuted());
    expect(a.result.current[0]).toBe(false);
    act(() => a.result.current[1](true));
    expect(b.result.current[0]).toBe(true);
    act(() => b.result.current[1](false));
    expect(a.result.current[0]).toBe(false);
  });
});
