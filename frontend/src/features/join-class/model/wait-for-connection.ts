import type { ClassroomConnection } from '../../../lib/realtime/classroom-connection';
import { ConnectionState } from '../../../lib/realtime/connection-state';

/** How long a join step waits for the first connection before saying the class is unreachable. */
export const CONNECT_TIMEOUT_MS = 10_000;

/** Resolves true once connected, false when offline or after `timeoutMs`. */
export function waitForConnection(
  connection: ClassroomConnection,
  timeoutMs = CONNECT_TIMEOUT_MS,
): Promise<boolean> {
  return new Promise((resolve) => {
    const check = (): boolean => {
      const state = connection.state.get();
      if (state === ConnectionState.connected) return finish(true);
      if (state === ConnectionState.offline) return finish(false);
      return false;
    };
    const finish = (result: boolean) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(result);
      return true;
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    const unsubscribe = connection.state.subscribe(check);
    check();
  });
}
