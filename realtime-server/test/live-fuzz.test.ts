import { clientEvents } from '@ttc/shared-protocol/events';
import fc from 'fast-check';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type ClassroomSocket, joinStudent, sendOk } from './support/classroom-client';
import { backends, createHarness } from './support/live-harness';

type Raw = {
  timeout(ms: number): { emitWithAck(event: string, ...args: unknown[]): Promise<unknown> };
  emit(event: string, ...args: unknown[]): void;
};
const raw = (socket: ClassroomSocket) => socket as unknown as Raw;

const PAYLOADS = 10_000;
const eventNames = [...Object.keys(clientEvents), 'room:hack', '__proto__', 'host:score'];

/** Random JSON-ish payloads, biased towards the shapes the schemas expect. */
const payload = fc.oneof(
  fc.jsonValue(),
  fc.record(
    {
      code: fc.oneof(fc.string(), fc.stringMatching(/^\d{6}$/)),
      questionIndex: fc.oneof(fc.integer({ min: -2, max: 12 }), fc.double(), fc.string()),
      answer: fc.oneof(
        fc.record({ kind: fc.constantFrom('choice', 'clock', 'x'), label: fc.string() }),
        fc.record({
          kind: fc.constant('clock'),
          time: fc.record({ hour: fc.integer(), minute: fc.integer() }),
        }),
      ),
      playerId: fc.string(),
      rejoinToken: fc.string(),
      nickname: fc.record({ kind: fc.constantFrom('typed', 'generated'), text: fc.string() }),
      character: fc.constantFrom('cat', 'dog', 'robot'),
      options: fc.jsonValue(),
      score: fc.integer(),
      token: fc.string(),
    },
    { requiredKeys: [] },
  ),
);

describe.each(backends(process.env.REDIS_URL))('fuzzing on $name', ({ redisUrl }) => {
  const harness = createHarness(redisUrl);
  afterEach(() => harness.cleanup());
  afterAll(() => harness.dropKeys());

  it('[FZ1] When 10,000 random payloads hit every event from a host and a student, then nothing crashes and every ack is well-formed', async () => {
    const node = await harness.node({ rateLimit: { perSecond: 1e6, burst: 1e6 } });
    const host = await harness.host(node.url);
    const { code } = await sendOk(host.socket, 'room:create', {});
    const student = harness.track(await joinStudent(node.url, code));
    const samples = fc.sample(fc.tuple(fc.boolean(), fc.constantFrom(...eventNames), payload), {
      numRuns: PAYLOADS,
      seed: 20260301,
    });
    for (let i = 0; i < samples.length; i += 200) {
      await Promise.all(
        samples.slice(i, i + 200).map(async ([asHost, event, body]) => {
          const socket = asHost ? host.socket : student.socket;
          if (!Object.hasOwn(clientEvents, event)) {
            raw(socket).emit(event, body);
            return;
          }
          const ack = (await raw(socket).timeout(10_000).emitWithAck(event, body)) as {
            ok: boolean;
            error?: { code: string };
          };
          expect(typeof ack.ok).toBe('boolean');
          if (!ack.ok) expect(ack.error?.code).not.toBe('internal');
        }),
      );
    }
    expect(node.handle.counters.internalErrors).toBe(0);
    expect(host.socket.connected && student.socket.connected).toBe(true);
    expect(await sendOk(student.socket, 'session:ping', { sentAt: 1 })).toHaveProperty(
      'serverTime',
    );
  }, 120_000);
});
