/**
 * A deep copy of plain JSON data (what room state is made of). Payloads leave the reducer as
 * copies, so a server that keeps or edits a payload can never reach into the room's state.
 */
export function copyJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
