import { getAccessToken } from '../../../lib/auth-session';
import { emitWithAck } from '../../../lib/realtime/emit-with-ack';
import { openClassroomSocket } from '../../../lib/realtime/open-classroom-socket';
import type { HostSocket } from './host-socket';

/**
 * Opens the host's connection with the shared socket client: authenticated with the signed-in
 * user's access token, read again before every reconnect (so a refreshed token is what a
 * reconnect presents).
 */
export async function connectHost(): Promise<HostSocket> {
  const connection = await openClassroomSocket({
    role: 'host',
    token: () => getAccessToken() ?? '',
  });
  const { socket } = connection;
  return {
    emit: (event, payload) => emitWithAck(socket, event, payload),
    on(event, handler) {
      // The socket's event map is generic over the event here; the payload type is the same.
      const listener = handler as never;
      socket.on(event, listener);
      return () => {
        socket.off(event, listener);
      };
    },
    onState(handler) {
      let refused: string | undefined;
      const onError = (error: Error & { data?: { code?: string; message?: string } }) => {
        if (error.data?.code !== 'unauthorized') return;
        refused = error.data.message ?? error.message;
        report();
      };
      socket.on('connect_error', onError);
      const report = () => handler(connection.state.get(), refused);
      const off = connection.state.subscribe(report);
      report();
      return () => {
        off();
        socket.off('connect_error', onError);
      };
    },
    serverNow: () => connection.serverNow(),
    retry: () => connection.retry(),
    close: () => connection.close(),
  };
}
