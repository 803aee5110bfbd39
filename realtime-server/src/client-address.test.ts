import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

function request(peer: string, forwardedFor?: string): IncomingMessage {
  const headers = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  const socket = { remoteAddress: peer };
  return { socket, connection: socket, headers } as unknown as IncomingMessage;
}

describe('clientAddress', () => {
  it('When no proxy is trusted, then the TCP peer counts and X-Forwarded-For is ignored', () => {
    expect(clientAddress(request('203.0.113.9', '198.51.100.1'), 0)).toBe('203.0.113.9');
  });

  it('When one proxy is trusted, then the address it appended counts, not one the client sent', () => {
    // The client forged "1.2.3.4"; nginx appended the real peer, 198.51.100.7.
    expect(clientAddress(request('10.0.0.2', '1.2.3.4, 198.51.100.7'), 1)).toBe('198.51.100.7');
  });

  it('When a trusted proxy sends no X-Forwarded-For, then its own address counts', () => {
    expect(clientAddress(request('10.0.0.2'), 1)).toBe('10.0.0.2');
  });
});
