import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, isLoopbackHost, notFromThisMachine } from './loopback-only';

function request(remoteAddress: string, headers: Record<string, string>): IncomingMessage {
  return { socket: { remoteAddress }, headers } as unknown as IncomingMessage;
}

describe('reading the outbox from this machine only', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:10.0.0.1', false],
    ['10.0.0.1', false],
    ['192.168.1.20', false],
    ['2001:db8::1', false],
    ['', false],
  ])('When the socket comes from %j, then loopback is %s', (address, expected) => {
    expect(isLoopbackAddress(address)).toBe(expected);
  });

  it.each([
    ['localhost:3000', true],
    ['LOCALHOST', true],
    ['127.0.0.1:3000', true],
    ['[::1]:3000', true],
    ['localhost.evil.example', false],
    ['evil.example:3000', false],
    ['127.0.0.1.nip.io', false],
    ['[2001:db8::1]:3000', false],
    ['', false],
  ])('When the Host is %j, then it names this machine: %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected);
  });

  it('When a loopback request carries a proxy header or a foreign Host, then it is refused', () => {
    expect(notFromThisMachine(request('127.0.0.1', { host: 'localhost:3000' }))).toBeNull();
    expect(notFromThisMachine(request('10.1.2.3', { host: 'localhost:3000' }))).toMatch(/machine/);
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip', 'via']) {
      expect(
        notFromThisMachine(request('127.0.0.1', { host: 'localhost:3000', [header]: '1.2.3.4' })),
      ).toMatch(/proxy/);
    }
    expect(notFromThisMachine(request('127.0.0.1', { host: 'rebound.example' }))).toMatch(
      /localhost/,
    );
  });
});
