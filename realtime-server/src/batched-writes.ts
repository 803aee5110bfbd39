// engine.io is CommonJS; its Socket class is the prototype every connection shares. Imported,
// not required at run time, so a bundle that includes socket.io patches the copy it runs.
import { Server as EngineIoServer, Socket as EngineIoSocket } from 'engine.io';

/** The parts of engine.io's connection object this module touches (its typings omit `flush`). */
type EngineSocket = {
  flush(): void;
  writeBuffer?: unknown[];
  transport?: { name?: string; writable?: boolean; socket?: { _socket?: Corkable } };
};
type Corkable = { cork(): void; uncork(): void; destroyed?: boolean };

let installed = false;
const pending = new Set<EngineSocket>();
let scheduled = false;
let originalFlush: ((this: EngineSocket) => void) | null = null;

/**
 * Makes engine.io send everything one connection is given within one turn of the event loop as
 * one write to the network (one `writev`), not one write per packet.
 *
 * Why: a student is sent several packets at once (a question's close: the shared view and its
 * own seat; an answer burst: the acks; a rejoin: welcome, views and ack). engine.io writes the
 * first at once and each later one as its own WebSocket frame, each a system call; with 3000
 * tablets those calls were the largest single cost of the realtime node (B1, B5).
 *
 * How: engine.io's `Socket#flush` (called whenever a packet is queued, and when the transport
 * drains) is deferred to `setImmediate`, once per connection per turn; the flush then runs with
 * the TCP socket corked, so the frames of all queued packets leave in one write. Packets keep
 * their order; a connection's packets are only ever delayed to the end of the current turn.
 * Nothing is kept per connection between turns. Idempotent; affects every engine.io server in
 * the process (there is one per realtime node). Returns whether it is in place for `engine`
 * (`io.engine`); false when `engine` comes from another copy of engine.io than the one imported
 * here, or this engine.io has no `Socket#flush` to defer: writes then go out unbatched.
 */
export function installBatchedWrites(engine: unknown): boolean {
  // Only an engine.io server of the copy patched here makes connections of the patched class.
  if (!(engine instanceof EngineIoServer)) return false;
  if (installed) return true;
  const proto = (EngineIoSocket as unknown as { prototype?: EngineSocket } | undefined)?.prototype;
  if (!proto || typeof proto.flush !== 'function') return false;
  originalFlush = proto.flush;
  proto.flush = function deferredFlush(this: EngineSocket) {
    // Nothing queued: engine.io's flush would do nothing. It is called so after every write (its
    // transport's "ready"); a connection that gets a packet later is flushed then.
    if (this.writeBuffer?.length === 0) return;
    pending.add(this);
    if (scheduled) return;
    scheduled = true;
    setImmediate(flushPending);
  };
  installed = true;
  return true;
}

function flushPending(): void {
  scheduled = false;
  const flush = originalFlush;
  if (!flush) return;
  // Sockets queued while this runs (a drain during a flush) wait for the next turn.
  const sockets = [...pending];
  pending.clear();
  for (const socket of sockets) {
    // Still writing its last batch (engine.io flushes again when that write is done), or nothing
    // left to send: engine.io's flush would do nothing, and corking would be all cost.
    if (socket.transport?.writable === false || socket.writeBuffer?.length === 0) continue;
    const raw = socket.transport?.name === 'websocket' ? socket.transport.socket?._socket : null;
    if (!raw || raw.destroyed) {
      flush.call(socket);
      continue;
    }
    raw.cork();
    try {
      flush.call(socket);
    } finally {
      raw.uncork();
    }
  }
}
