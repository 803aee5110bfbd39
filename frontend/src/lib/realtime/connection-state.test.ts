import { describe, expect, it } from 'vitest';
import { ConnectionState, nextConnectionState } from './connection-state';

const { connecting, connected, reconnecting, offline } = ConnectionState;

describe('nextConnectionState', () => {
  it('When a connection is accepted, then it is connected from any state', () => {
    for (const state of [connecting, reconnecting, offline]) {
      expect(nextConnectionState(state, { type: 'connect' })).toBe(connected);
    }
  });

  it('When the transport drops and the client retries, then it is reconnecting', () => {
    expect(nextConnectionState(connected, { type: 'disconnect', willRetry: true })).toBe(
      reconnecting,
    );
  });

  it('When the server closes the connection, then it is offline (no retry of its own)', () => {
    expect(nextConnectionState(connected, { type: 'disconnect', willRetry: false })).toBe(offline);
  });

  it('When a first connection fails and will retry, then it still says connecting', () => {
    expect(nextConnectionState(connecting, { type: 'connect-error', willRetry: true })).toBe(
      connecting,
    );
    expect(nextConnectionState(connecting, { type: 'connect-error', willRetry: false })).toBe(
      offline,
    );
  });

  it('When a connection looks dead, then it is reconnecting; later it gives up to offline', () => {
    const dead = nextConnectionState(connected, { type: 'looks-dead' });
    expect(dead).toBe(reconnecting);
    expect(nextConnectionState(dead, { type: 'give-up' })).toBe(offline);
    expect(nextConnectionState(connected, { type: 'give-up' })).toBe(connected);
  });

  it('When the child taps Try again while offline, then it is reconnecting', () => {
    expect(nextConnectionState(offline, { type: 'retry' })).toBe(reconnecting);
    expect(nextConnectionState(connected, { type: 'retry' })).toBe(connected);
  });
});
