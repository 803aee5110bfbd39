/**
 * How our inter-node messages (`io.serverSideEmit`) carry data: JSON text as bytes. The Redis
 * adapters encode messages with msgpack, which copies a binary as it is but walks a string (and
 * every field of an object) in JavaScript, char by char; the receiving node decodes the bytes
 * with JSON.parse, the fastest decoder Node has. Used for the seat relay and answer forwarding,
 * whose messages carry a whole turn's frames or answers.
 */
export function encodeInterNode(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value));
}

/** The value `encodeInterNode` made, or null for anything else (never throws). */
export function decodeInterNode(message: unknown): unknown {
  if (!(message instanceof Uint8Array)) return null;
  try {
    return JSON.parse(
      Buffer.from(message.buffer, message.byteOffset, message.byteLength).toString(),
    ) as unknown;
  } catch {
    return null;
  }
}
