#!/usr/bin/env node
// Writes the game's sound effects to frontend/public/sounds/ as small mono WAV files, built
// from sine and triangle tones here so nothing is downloaded and the sounds are ours.
//   node frontend/src/lib/sound/tools/generate-sounds.mjs
// The output is deterministic: running it again gives the same bytes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const RATE = 22050;
const out = fileURLToPath(new URL('../../../../public/sounds/', import.meta.url));

/** Frequency of a note: 'C5', 'E5', 'G#4'... (A4 = 440 Hz). */
function freq(note) {
  const names = { C: -9, D: -7, E: -5, F: -4, G: -2, A: 0, B: 2 };
  const match = /^([A-G])(#?)(\d)$/.exec(note);
  if (!match) throw new Error(`bad note ${note}`);
  const semis = names[match[1]] + (match[2] ? 1 : 0) + (Number(match[3]) - 4) * 12;
  return 440 * 2 ** (semis / 12);
}

/**
 * One soft note: a quick attack and an exponential fade (a bell or marimba shape), a touch of
 * the octave for brightness. `wave` is 'sine' or 'triangle'.
 */
function note(samples, { at, length, pitch, volume = 0.5, wave = 'sine', decay = 6 }) {
  const f = freq(pitch);
  const start = Math.round(at * RATE);
  const count = Math.round(length * RATE);
  const attack = Math.round(0.008 * RATE);
  for (let i = 0; i < count && start + i < samples.length; i++) {
    const t = i / RATE;
    const envelope = Math.min(1, i / attack) * Math.exp(-decay * t);
    const phase = 2 * Math.PI * f * t;
    const base = wave === 'triangle' ? (2 / Math.PI) * Math.asin(Math.sin(phase)) : Math.sin(phase);
    const octave = Math.sin(2 * phase) * 0.25;
    samples[start + i] += volume * envelope * (base + octave);
  }
}

function render(seconds, notes) {
  const samples = new Float64Array(Math.round(seconds * RATE));
  for (const n of notes) note(samples, n);
  // Fade out the last 30 ms so nothing clicks, and keep the peak under full scale.
  const fade = Math.round(0.03 * RATE);
  for (let i = 0; i < fade; i++) samples[samples.length - 1 - i] *= i / fade;
  const peak = samples.reduce((m, s) => Math.max(m, Math.abs(s)), 0) || 1;
  const gain = Math.min(1, 0.8 / peak);
  return samples.map((s) => s * gain);
}

function wav(samples) {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => {
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32767), i * 2);
  });
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const sounds = {
  // A bright rising "ding-ding": right answer.
  correct: render(0.55, [
    { at: 0, length: 0.5, pitch: 'E6', volume: 0.45 },
    { at: 0.1, length: 0.45, pitch: 'A6', volume: 0.5 },
  ]),
  // A soft, low two-step "boo-bop", gentle rather than a buzzer: not quite.
  incorrect: render(0.5, [
    { at: 0, length: 0.3, pitch: 'G4', volume: 0.45, wave: 'triangle', decay: 7 },
    { at: 0.16, length: 0.34, pitch: 'E4', volume: 0.45, wave: 'triangle', decay: 7 },
  ]),
  // A little fanfare up the major chord, ending on a chord: game complete.
  complete: render(1.3, [
    { at: 0, length: 0.3, pitch: 'C5', volume: 0.4 },
    { at: 0.12, length: 0.3, pitch: 'E5', volume: 0.4 },
    { at: 0.24, length: 0.3, pitch: 'G5', volume: 0.4 },
    { at: 0.38, length: 0.9, pitch: 'C6', volume: 0.45, decay: 3 },
    { at: 0.38, length: 0.9, pitch: 'E5', volume: 0.25, decay: 3 },
    { at: 0.38, length: 0.9, pitch: 'G5', volume: 0.25, decay: 3 },
  ]),
  // The podium (host screen). A soft rising run of taps while the podium builds up: intro.
  'podium-intro': render(1.0, [
    { at: 0, length: 0.2, pitch: 'G4', volume: 0.3, wave: 'triangle', decay: 12 },
    { at: 0.14, length: 0.2, pitch: 'A4', volume: 0.32, wave: 'triangle', decay: 12 },
    { at: 0.28, length: 0.2, pitch: 'B4', volume: 0.34, wave: 'triangle', decay: 12 },
    { at: 0.42, length: 0.2, pitch: 'C5', volume: 0.36, wave: 'triangle', decay: 12 },
    { at: 0.56, length: 0.2, pitch: 'D5', volume: 0.38, wave: 'triangle', decay: 12 },
    { at: 0.7, length: 0.3, pitch: 'G5', volume: 0.45, decay: 6 },
  ]),
  // One place revealed (third, second, first): a two-note chime.
  'podium-place': render(0.7, [
    { at: 0, length: 0.6, pitch: 'G5', volume: 0.45, decay: 5 },
    { at: 0.12, length: 0.55, pitch: 'D6', volume: 0.45, decay: 5 },
  ]),
  // The celebration: a longer fanfare, two runs up the chord and a held major chord.
  celebration: render(2.2, [
    { at: 0, length: 0.25, pitch: 'C5', volume: 0.35 },
    { at: 0.1, length: 0.25, pitch: 'E5', volume: 0.35 },
    { at: 0.2, length: 0.25, pitch: 'G5', volume: 0.35 },
    { at: 0.35, length: 0.25, pitch: 'E5', volume: 0.35 },
    { at: 0.45, length: 0.25, pitch: 'G5', volume: 0.35 },
    { at: 0.55, length: 0.3, pitch: 'C6', volume: 0.4 },
    { at: 0.8, length: 1.4, pitch: 'C6', volume: 0.45, decay: 2 },
    { at: 0.8, length: 1.4, pitch: 'G5', volume: 0.3, decay: 2 },
    { at: 0.8, length: 1.4, pitch: 'E5', volume: 0.3, decay: 2 },
    { at: 0.8, length: 1.4, pitch: 'C5', volume: 0.25, decay: 2 },
  ]),
};

mkdirSync(out, { recursive: true });
for (const [name, samples] of Object.entries(sounds)) {
  const file = `${out}${name}.wav`;
  writeFileSync(file, wav(samples));
  process.stdout.write(`wrote ${file} (${(samples.length / RATE).toFixed(2)} s)\n`);
}
