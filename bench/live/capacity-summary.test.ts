import { describe, expect, it } from 'vitest';
import type { CapacitySample } from './capacity-generator';
import {
  type CapacitySummary,
  largestHeld,
  parseSchedstatWaitMs,
  roomsPerCore,
  summarizeLevel,
} from './capacity-summary';
import { studentsOnNode } from './scale-out';
import { callsBetween, parseCommandStats, parseCpuMs, xinfoField } from './scale-out-redis';

const sample = (latencyMs: number[], over: Partial<CapacitySample> = {}): CapacitySample => ({
  key: '1:0',
  sent: latencyMs.length,
  acksOk: latencyMs.length,
  refused: {},
  latencyMs,
  missing: 0,
  openMs: 10,
  emitSpreadMs: 1400,
  cpuShare: 0.2,
  cycleCpuShare: 0.2,
  ...over,
});

const level = (samples: CapacitySample[]) => ({
  rooms: 2,
  students: 60,
  joinMs: 100,
  samples,
  serverCpuMs: 30,
  idleCpuShare: 0.05,
  serverWaitShare: null,
  generatorWaitShare: null,
  wallMs: 300,
  loopDelayMs: { p50: 10, p99: 20, max: 30 },
});

describe('summarizeLevel', () => {
  it('takes percentiles over every student of every question and CPU per acked answer', () => {
    const s = summarizeLevel(
      level([sample([1, 2, 3, 4, 5]), sample([6, 7, 8, 9, 100], { acksOk: 5 })]),
    );
    expect(s.p50).toBe(5);
    expect(s.p99).toBe(100);
    expect(s.answers).toBe(10);
    expect(s.cpuPerAnswerMs).toBe(3);
    expect(s.netCpuPerAnswerMs).toBeCloseTo(1.5);
    expect(s.serverBusy).toBeCloseTo(0.1);
    expect(s.valid).toBe(true);
  });

  it('makes a row invalid when its generator saturates or something is missing', () => {
    const saturated = summarizeLevel(level([sample([1], { cpuShare: 0.95 })]));
    expect(saturated.valid).toBe(false);
    expect(saturated.why[0]).toMatch(/generator at 95 %/);
    const lost = summarizeLevel(level([sample([1, 2], { acksOk: 1, missing: 1 })]));
    expect(lost.why).toEqual(['1 leaderboards missing', '1 answers not acked']);
    const refused = summarizeLevel(
      level([
        sample([1, 2], { acksOk: 1, refused: { conflict: 1 } }),
        sample([3], { acksOk: 0, refused: { conflict: 1 } }),
      ]),
    );
    expect(refused.why).toEqual(['2 answers not acked (refused: conflict 2)']);
  });
});

describe('parseSchedstatWaitMs', () => {
  it('reads the run-queue wait (second field, ns) as ms', () => {
    expect(parseSchedstatWaitMs('442616 86502000 1\n')).toBeCloseTo(86.502);
    expect(parseSchedstatWaitMs('')).toBeNull();
  });
});

describe('roomsPerCore', () => {
  it('is the answer window over a room of answers at the median net CPU per answer', () => {
    const at = (netCpuPerAnswerMs: number) => ({ netCpuPerAnswerMs }) as CapacitySummary;
    expect(roomsPerCore([at(0.25), at(0.2), at(Number.NaN), at(0.3)], 30, 1500)).toEqual({
      cpuPerAnswerMs: 0.25,
      rooms: 200,
    });
    expect(roomsPerCore([], 30, 1500)).toBeNull();
  });
});

describe('largestHeld', () => {
  const at = (rooms: number, p99: number, valid = true) =>
    ({ rooms, p99, valid }) as CapacitySummary;
  it('is the largest level within the limit with every smaller one within it too', () => {
    expect(largestHeld([at(50, 120), at(25, 80), at(100, 240), at(200, 900)], 250)).toBe(100);
    expect(largestHeld([at(25, 80), at(50, 300), at(100, 200)], 250)).toBe(25);
    expect(largestHeld([at(25, 80, false), at(50, 100)], 250)).toBeNull();
    expect(largestHeld([], 250)).toBeNull();
  });
});

describe('Redis readings', () => {
  it('reads calls per command, CPU and stream fields', () => {
    const info =
      '# Commandstats\r\ncmdstat_xadd:calls=12,usec=40,usec_per_call=3.33\r\ncmdstat_XREAD:calls=3,usec=1\r\n';
    expect(parseCommandStats(info)).toEqual({ xadd: 12, xread: 3 });
    expect(
      parseCpuMs('# CPU\r\nused_cpu_sys:1.5\r\nused_cpu_user:0.25\r\nused_cpu_sys_children:9\r\n'),
    ).toBe(1750);
    expect(xinfoField(['length', 3, 'entries-added', 40], 'entries-added')).toBe(40);
    expect(callsBetween({ xadd: 2, get: 5 }, { xadd: 7, get: 5, set: 1 })).toEqual({
      xadd: 5,
      set: 1,
    });
  });

  it('splits students over nodes as the generator does (i mod n)', () => {
    expect([0, 1, 2].map((k) => studentsOnNode(100, 3, k))).toEqual([34, 33, 33]);
    expect(studentsOnNode(60, 1, 0)).toBe(60);
  });
});
