import { ConfigError } from '@ttc/shared-protocol/config-error';
import { describe, expect, it } from 'vitest';
import { parseRealtimeConfig, parseStandaloneRealtimeConfig } from './config';

describe('parseRealtimeConfig', () => {
  it('[CF1] When nothing is set, then it runs on memory with safe defaults', () => {
    expect(parseRealtimeConfig({})).toEqual({
      redisUrl: undefined,
      publicUrl: 'http://localhost:3000',
      allowedOrigins: ['http://localhost:3000'],
      roomTtlSeconds: 86_400,
      nodeEnv: 'development',
      logLevel: 'info',
      hostAuth: {
        kind: 'builtin',
        issuer: 'http://localhost:3000/auth/v1',
        secret: null,
        dataDir: expect.stringMatching(/[/\\]data$/),
      },
      results: { apiUrl: null, token: null },
      trustProxy: 0,
      maxSocketsPerAddress: 250,
    });
  });

  it('[CF2] When every variable is set, then each is used; ALLOWED_ORIGINS adds to the PUBLIC_URL origin', () => {
    expect(
      parseRealtimeConfig({
        REDIS_URL: 'rediss://user:pw@redis.internal:6380/2',
        PUBLIC_URL: 'https://ticktock.example/app/',
        ALLOWED_ORIGINS:
          ' https://School.Example , http://localhost:5173,,https://ticktock.example',
        ROOM_TTL_SECONDS: '3600',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        API_INTERNAL_URL: 'http://api:3001/',
        INTERNAL_API_TOKEN: 'x'.repeat(40),
        TRUST_PROXY: '1',
        MAX_SOCKETS_PER_ADDRESS: '400',
      }),
    ).toEqual({
      redisUrl: 'rediss://user:pw@redis.internal:6380/2',
      publicUrl: 'https://ticktock.example/app/',
      allowedOrigins: [
        'https://ticktock.example',
        'https://school.example',
        'http://localhost:5173',
      ],
      roomTtlSeconds: 3600,
      nodeEnv: 'production',
      logLevel: 'warn',
      hostAuth: expect.objectContaining({
        kind: 'builtin',
        issuer: 'https://ticktock.example/auth/v1',
      }),
      results: { apiUrl: 'http://api:3001', token: 'x'.repeat(40) },
      trustProxy: 1,
      maxSocketsPerAddress: 400,
    });
  });

  it('[CF3] When a variable is empty, then it counts as unset', () => {
    expect(
      parseRealtimeConfig({ REDIS_URL: '', ALLOWED_ORIGINS: '', ROOM_TTL_SECONDS: '' }),
    ).toMatchObject({
      redisUrl: undefined,
      allowedOrigins: ['http://localhost:3000'],
      roomTtlSeconds: 86_400,
    });
  });

  it.each([
    ['REDIS_URL', 'http://redis:6379'],
    ['REDIS_URL', 'localhost:6379'],
    ['REDIS_URL', 'redis://'],
    ['PUBLIC_URL', 'ftp://example.com'],
    ['PUBLIC_URL', 'not a url'],
    ['ALLOWED_ORIGINS', 'https://ok.example,https://bad.example/path'],
    ['ALLOWED_ORIGINS', 'school.example'],
    ['ROOM_TTL_SECONDS', 'a day'],
    ['ROOM_TTL_SECONDS', '1.5'],
    ['ROOM_TTL_SECONDS', '10'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '-1'],
    ['MAX_SOCKETS_PER_ADDRESS', '5'],
  ])('[CF4] When %s is %j, then a ConfigError names it', (variable, value) => {
    let thrown: unknown;
    try {
      parseRealtimeConfig({ [variable]: value });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as ConfigError).variable).toBe(variable);
    expect((thrown as ConfigError).message).toMatch(new RegExp(`^Invalid ${variable}: `));
  });

  it('[CF6] When AUTH_JWT_SECRET or a Supabase project is set, then hosts are checked against it as the API does', () => {
    const secret = 'x'.repeat(40);
    expect(parseRealtimeConfig({ AUTH_JWT_SECRET: secret, DATA_DIR: '/srv/ttc' }).hostAuth).toEqual(
      {
        kind: 'builtin',
        issuer: 'http://localhost:3000/auth/v1',
        secret,
        dataDir: '/srv/ttc',
      },
    );
    expect(
      parseRealtimeConfig({
        SUPABASE_URL: 'https://abc.supabase.co/',
        SUPABASE_ANON_KEY: 'anon',
        SUPABASE_JWT_SECRET: secret,
      }).hostAuth,
    ).toEqual({
      kind: 'supabase',
      url: 'https://abc.supabase.co',
      anonKey: 'anon',
      jwtSecret: secret,
    });
    expect(() => parseRealtimeConfig({ AUTH_JWT_SECRET: 'short' })).toThrow(
      /^Invalid AUTH_JWT_SECRET/,
    );
    expect(() => parseRealtimeConfig({ SUPABASE_URL: 'https://abc.supabase.co' })).toThrow(
      /SUPABASE_ANON_KEY/,
    );
  });

  it('[CF5] The standalone entry listens on PORT, default 3002', () => {
    expect(parseStandaloneRealtimeConfig({})).toMatchObject({ port: 3002, host: '0.0.0.0' });
    expect(parseStandaloneRealtimeConfig({ PORT: '4000' })).toMatchObject({ port: 4000 });
    expect(() => parseStandaloneRealtimeConfig({ PORT: '70000' })).toThrow(/^Invalid PORT/);
  });
});
