import { describe, expect, it } from 'vitest';
import {
  bundleSources,
  type CpuProfile,
  groupOf,
  lineSourceIndex,
  renderProfileSummary,
  summarizeProfile,
} from '../../bench/live/cpu-profile-summary';

const frame = (functionName: string, url = '', lineNumber = 0) => ({
  functionName,
  url,
  lineNumber,
});

describe('CPU profile summary (bench cpu section)', () => {
  it('Groups frames by package, our code, JSON, GC and Node', () => {
    expect(groupOf(frame('(garbage collector)'))).toBe('GC');
    expect(groupOf(frame('stringify'))).toBe('JSON');
    expect(groupOf(frame('writev'))).toBe('native (I/O, builtins)');
    expect(groupOf(frame('emit', 'file:///r/node_modules/socket.io/dist/socket.js'))).toBe(
      'socket.io',
    );
    expect(
      groupOf(frame('x', 'file:///r/node_modules/@socket.io/redis-streams-adapter/a.js')),
    ).toBe('socket.io');
    expect(groupOf(frame('parse', 'file:///r/node_modules/zod/v4/core.js'))).toBe('zod');
    expect(groupOf(frame('f', 'file:///r/node_modules/left-pad/i.js'))).toBe('pkg:left-pad');
    expect(groupOf(frame('f', 'file:///r/realtime-server/src/room/x.ts'))).toBe(
      'ours: realtime-server',
    );
    expect(groupOf(frame('f', 'node:internal/timers'))).toBe('node timers/ticks');
    expect(groupOf(frame('f', 'node:net'))).toBe('node net/stream');
  });

  it('Reads which source each line of a bundle came from (VLQ mappings), and groups bundled frames by it', () => {
    // Line 0: source 0; line 1: nothing; line 2: source 1 (delta +1), then back to 0 (delta -1).
    expect([...lineSourceIndex('AAAA;;ACAA,ADAA')]).toEqual([0, -1, 1]);
    const source = bundleSources(
      new Map([
        [
          'file:///r/dist/server.js',
          {
            sources: ['/r/node_modules/ws/lib/sender.js', '/r/realtime-server/src/a.ts'],
            mappings: 'AAAA;;ACAA',
          },
        ],
      ]),
    );
    expect(source('file:///r/dist/server.js', 2)).toBe('/r/realtime-server/src/a.ts');
    expect(groupOf(frame('send', 'file:///r/dist/server.js', 0), undefined, source)).toBe('ws');
    expect(groupOf(frame('__name', 'file:///r/dist/server.js', 1), undefined, source)).toBe(
      'bundler helpers (esbuild)',
    );
  });

  it('Sums self time per function and group from samples and time deltas, idle left out of the shares', () => {
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: frame('(root)') },
        { id: 2, callFrame: frame('(idle)') },
        { id: 3, callFrame: frame('writev') },
        { id: 4, callFrame: frame('encode', 'file:///r/node_modules/socket.io-parser/i.js', 9) },
      ],
      startTime: 0,
      endTime: 10_000,
      // Each delta is the time since the previous sample (µs).
      samples: [3, 3, 4, 2, 3],
      timeDeltas: [0, 1000, 1000, 3000, 5000],
    };
    const summary = summarizeProfile(profile);
    expect(summary.wallMs).toBe(10);
    // writev: 1 + 1 ms (its last sample has no successor), encode: 3 ms; idle 5 ms left out.
    expect(summary.busyMs).toBe(5);
    expect(summary.groups.map((g) => [g.group, g.share])).toEqual([
      ['socket.io-parser', 0.6],
      ['native (I/O, builtins)', 0.4],
    ]);
    expect(summary.top[0]).toMatchObject({ name: 'encode (socket.io-parser/i.js:10)', ms: 3 });
    expect(renderProfileSummary(summary)[1]).toBe(
      'By group: socket.io-parser 60.0 %, native (I/O, builtins) 40.0 %.',
    );
  });
});
