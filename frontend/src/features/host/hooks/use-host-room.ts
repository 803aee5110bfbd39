import type { SessionOptionsInput } from '@ttc/shared-protocol/classroom/options';
import type { HostView } from '@ttc/shared-protocol/classroom/view-schemas';
import type { Ack } from '@ttc/shared-protocol/errors';
import type { ClientEventName, ClientPayloadInput } from '@ttc/shared-protocol/events';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getAccessToken, subscribeToAccessToken } from '../../../lib/auth-session';
import { ConnectionState } from '../../../lib/realtime/connection-state';
import type { HostSocket } from '../api/host-socket';
import { applyHostEvent } from '../model/host-view';

/** Open a new room with these options, or come back to room `code`. */
export type HostTarget =
  | { kind: 'create'; options: SessionOptionsInput }
  | { kind: 'rejoin'; code: string };

export type HostRoom = {
  view: HostView | null;
  connection: ConnectionState;
  /** Why the room cannot be hosted (refused sign-in, unknown room...); null while all is well. */
  failure: string | null;
  /** The server's clock now (countdowns are in server time). */
  serverNow: () => number;
  /** From `offline`: try to connect again. */
  retry: () => void;
  /** Sends a host command; a refusal is returned (and shown by the caller). */
  command<E extends ClientEventName>(
    event: E,
    payload: ClientPayloadInput<E>,
  ): Promise<Ack<unknown>>;
};

/**
 * The host's live room: opens the connection, creates the room (once) or rejoins it, and after
 * every reconnect rejoins again (`room:host-rejoin`), so a dropped network or a reload lands back
 * in the same room. Folds the host events into one view. `onCode` is told the new room's code.
 */
export function useHostRoom(
  target: HostTarget,
  connect: () => Promise<HostSocket>,
  onCode: (code: string) => void,
): HostRoom {
  const [view, setView] = useState<HostView | null>(null);
  const [connection, setConnection] = useState<ConnectionState>(ConnectionState.connecting);
  const [failure, setFailure] = useState<string | null>(null);
  const socketRef = useRef<HostSocket | null>(null);
  // The target is read once: the URL changes to the new code after create, the room does not.
  const start = useRef(target);
  const code = useRef<string | null>(target.kind === 'rejoin' ? target.code : null);
  const creating = useRef(false);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  useEffect(() => {
    let closed = false;
    let socket: HostSocket | null = null;
    const offs: Array<() => void> = [];

    const enterRoom = async (s: HostSocket) => {
      if (code.current) {
        const ack = await s.emit('room:host-rejoin', { code: code.current });
        if (!ack.ok && !closed) setFailure(ack.error.message);
        return;
      }
      const first = start.current;
      if (first.kind !== 'create' || creating.current) return;
      creating.current = true;
      const ack = await s.emit('room:create', { options: first.options });
      if (closed) return;
      if (!ack.ok) {
        creating.current = false;
        setFailure(ack.error.message);
        return;
      }
      code.current = ack.data.code;
      onCodeRef.current(ack.data.code);
    };

    connect().then(
      (s) => {
        if (closed) {
          s.close();
          return;
        }
        socket = s;
        socketRef.current = s;
        const fold = <E extends 'room:host' | 'room:progress' | 'room:player' | 'room:podium'>(
          type: E,
        ) =>
          s.on(type, (payload) =>
            setView((v) =>
              applyHostEvent(v, { type, payload } as Parameters<typeof applyHostEvent>[1]),
            ),
          );
        offs.push(
          fold('room:host'),
          fold('room:progress'),
          fold('room:player'),
          fold('room:podium'),
        );
        offs.push(
          s.onState((state, refused) => {
            if (closed) return;
            setConnection(state);
            if (refused) setFailure(refused);
            if (state === ConnectionState.connected) void enterRoom(s);
          }),
        );
        // A refreshed access token is handed to the live connection (tokens expire; it need not).
        offs.push(
          subscribeToAccessToken(() => {
            const token = getAccessToken();
            if (token) void s.emit('session:authenticate', { token });
          }),
        );
      },
      (error: unknown) => {
        if (!closed) setFailure(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      closed = true;
      for (const off of offs) off();
      socket?.close();
      socketRef.current = null;
    };
  }, [connect]);

  const command = useCallback(
    async <E extends ClientEventName>(event: E, payload: ClientPayloadInput<E>) => {
      const socket = socketRef.current;
      if (!socket) {
        return { ok: false, error: { code: 'unavailable', message: 'Not connected.' } } as const;
      }
      return socket.emit(event, payload) as Promise<Ack<unknown>>;
    },
    [],
  );

  const serverNow = useCallback(() => socketRef.current?.serverNow() ?? Date.now(), []);
  const retry = useCallback(() => socketRef.current?.retry(), []);
  return { view, connection, failure, serverNow, retry, command };
}
