import { useSyncExternalStore } from 'react';
import type { ClassroomConnection } from './classroom-connection';
import { ConnectionState } from './connection-state';

const connecting = () => ConnectionState.connecting;
const noop = () => () => {};

/** The connection's state, re-rendering on change; `connecting` while there is no connection. */
export function useConnectionState(connection: ClassroomConnection | null): ConnectionState {
  return useSyncExternalStore(
    connection ? connection.state.subscribe : noop,
    connection ? connection.state.get : connecting,
  );
}
