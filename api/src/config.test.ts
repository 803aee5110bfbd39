import { ConfigError } from '@ttc/shared-protocol/config-error';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DATA_DIR, parseApiConfig, parsePort, redactDatabaseUrl } from './config';

function configError(run: () => unknown): ConfigError {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('parseApiConfig', () => {
  it('When nothing is set, then every default applies', () => {
    expect(parseApiConfig({})).toEqual({
      nodeEnv: 'development',
      logLevel: 'info',
      databaseUrl: undefined,
      dataDir: DEFAULT_DATA_DIR,
      publicUrl: 'http://localhost:3000',
      supabase: null,
      authJwtSecret: null,
      mail: { smtpUrl: null, from: 'Tick Tock Class <no-reply@localhost>' },
      trustProxy: 0,
      stripePublishableKey: null,
      stripe: null,
      internalApiToken: null,
      features: { liveSessions: true, accounts: true, payments: false },
      s3: null,
    });
    expect(DEFAULT_DATA_DIR).toMatch(/\/data$/);
    expect(DEFAULT_DATA_DIR).not.toMatch(/api\/data$/);
  });

  it('When NODE_ENV is test, then logging defaults to silent', () => {
    expect(parseApiConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(parseApiConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
  });

  it('When values are given, then they are parsed and normalised', () => {
    const config = parseApiConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: ' postgresql://u:p@db:5432/ttc ',
      DATA_DIR: 'relative/dir',
      PUBLIC_URL: 'https://clock.example.org/path/',
      SUPABASE_URL: 'https://abc.supabase.co/',
      SUPABASE_ANON_KEY: 'anon',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_abc123',
      FEATURE_LIVE_SESSIONS: 'false',
      FEATURE_ACCOUNTS: '0',
    });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      logLevel: 'warn',
      databaseUrl: 'postgresql://u:p@db:5432/ttc',
      publicUrl: 'https://clock.example.org',
      supabase: { url: 'https://abc.supabase.co', anonKey: 'anon' },
      stripePublishableKey: 'pk_live_abc123',
      // The publishable key alone does not open payments (nothing could take the money).
      stripe: null,
      features: { liveSessions: false, accounts: false, payments: false },
    });
    expect(config.dataDir).toMatch(/^\/.*relative\/dir$/);
  });

  it('When a variable is set to an empty string, then it counts as unset', () => {
    const config = parseApiConfig({ DATABASE_URL: '', PUBLIC_URL: '', LOG_LEVEL: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it.each(['mysql://u:secret@db/ttc', 'localhost:5432/ttc', 'not a url', 'http://db:5432/ttc'])(
    'When DATABASE_URL is %j, then a ConfigError names it without echoing the value',
    (value) => {
      const error = configError(() => parseApiConfig({ DATABASE_URL: value }));
      expect(error.variable).toBe('DATABASE_URL');
      expect(error.message).toMatch(
        /^Invalid DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/,
      );
      expect(error.message).not.toContain('secret');
    },
  );

  it.each([
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'verbose'],
    ['PUBLIC_URL', 'localhost:3000'],
    ['PUBLIC_URL', 'ftp://example.org'],
    ['SUPABASE_URL', 'abc.supabase.co'],
    ['STRIPE_PUBLISHABLE_KEY', 'sk_live_secret'],
    ['FEATURE_LIVE_SESSIONS', 'maybe'],
  ])('When %s is %j, then a ConfigError names it', (variable, value) => {
    const extra = variable === 'SUPABASE_URL' ? { SUPABASE_ANON_KEY: 'anon' } : {};
    const error = configError(() => parseApiConfig({ [variable]: value, ...extra }));
    expect(error.variable).toBe(variable);
    expect(error.message).toMatch(new RegExp(`^Invalid ${variable}: `));
    expect(error.message).not.toContain('\n');
  });

  it('When only one of the Supabase variables is set, then the missing one is named', () => {
    expect(
      configError(() => parseApiConfig({ SUPABASE_URL: 'https://a.supabase.co' })).variable,
    ).toBe('SUPABASE_ANON_KEY');
    expect(configError(() => parseApiConfig({ SUPABASE_ANON_KEY: 'anon' })).variable).toBe(
      'SUPABASE_URL',
    );
  });
});

describe('parseApiConfig: Stripe', () => {
  const stripeEnv = {
    STRIPE_SECRET_KEY: 'sk_test_abc123',
    STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123',
    STRIPE_PRICE_PARENT: 'price_parent1',
    STRIPE_PRICE_TEACHER: 'price_teacher1',
  };

  it('When every Stripe variable is set, then payments are on with Stripe itself and its Stripe.js', () => {
    const config = parseApiConfig(stripeEnv);
    expect(config.features.payments).toBe(true);
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_abc123',
      webhookSecret: 'whsec_abc123',
      publishableKey: 'pk_test_abc123',
      prices: { parent: 'price_parent1', teacher: 'price_teacher1' },
      apiUrl: null,
      jsUrl: 'https://js.stripe.com/v3/',
    });
  });

  it('When STRIPE_API_URL and STRIPE_JS_URL are set, then the SDK and the pages use them', () => {
    const config = parseApiConfig({
      ...stripeEnv,
      STRIPE_API_URL: 'http://127.0.0.1:4242/ignored/path',
      STRIPE_JS_URL: 'http://127.0.0.1:4242/v3/',
    });
    expect(config.stripe?.apiUrl).toBe('http://127.0.0.1:4242');
    expect(config.stripe?.jsUrl).toBe('http://127.0.0.1:4242/v3/');
  });

  it.each([
    'STRIPE_SECRET_KEY',
    'STRIPE_WEBHOOK_SECRET',
    'STRIPE_PUBLISHABLE_KEY',
    'STRIPE_PRICE_PARENT',
    'STRIPE_PRICE_TEACHER',
  ] as const)('When %s is missing from the others, then a ConfigError names it', (variable) => {
    const env: Record<string, string> = { ...stripeEnv };
    delete env[variable];
    expect(configError(() => parseApiConfig(env)).variable).toBe(variable);
  });

  it.each([
    ['STRIPE_SECRET_KEY', 'pk_test_public9'],
    ['STRIPE_WEBHOOK_SECRET', 'hush-hush-value'],
    ['STRIPE_PRICE_PARENT', 'prod_123'],
    ['STRIPE_API_URL', 'localhost:4242'],
  ])('When %s is %j, then a ConfigError names it and hides keys', (variable, value) => {
    const error = configError(() => parseApiConfig({ ...stripeEnv, [variable]: value }));
    expect(error.variable).toBe(variable);
    if (variable !== 'STRIPE_PRICE_PARENT') expect(error.message).not.toContain(value);
  });
});

describe('parseApiConfig: the S3-compatible object store', () => {
  const KEYS = { S3_ACCESS_KEY_ID: 'AKIDEXAMPLE', S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI' };

  it('When a bucket and its keys are set without an endpoint, then AWS S3 in us-east-1 with virtual-host addressing is used', () => {
    expect(parseApiConfig({ S3_BUCKET: 'ttc-uploads', ...KEYS }).s3).toEqual({
      endpoint: null,
      bucket: 'ttc-uploads',
      region: 'us-east-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI',
      forcePathStyle: false,
    });
  });

  it('When an endpoint is set, then path-style addressing is the default and can be turned off', () => {
    const env = {
      S3_BUCKET: 'ttc-uploads',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_REGION: 'eu-west-3',
      ...KEYS,
    };
    expect(parseApiConfig(env).s3).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-3',
      forcePathStyle: true,
    });
    expect(parseApiConfig({ ...env, S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
  });

  it('When a bucket is set without its keys, then the missing key is named', () => {
    expect(configError(() => parseApiConfig({ S3_BUCKET: 'ttc-uploads' })).variable).toBe(
      'S3_ACCESS_KEY_ID',
    );
    const error = configError(() =>
      parseApiConfig({ S3_BUCKET: 'ttc-uploads', S3_ACCESS_KEY_ID: 'AKIDEXAMPLE' }),
    );
    expect(error.variable).toBe('S3_SECRET_ACCESS_KEY');
    expect(error.message).toBe('Invalid S3_SECRET_ACCESS_KEY: must be set with S3_BUCKET');
  });

  it('When S3 settings are given without a bucket, then S3_BUCKET is named rather than silently using the disk', () => {
    const error = configError(() =>
      parseApiConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', ...KEYS }),
    );
    expect(error.variable).toBe('S3_BUCKET');
    expect(error.message).toMatch(/must be set with S3_ENDPOINT/);
  });

  it.each([
    ['S3_BUCKET', 'Uploads_Bucket'],
    ['S3_ENDPOINT', '127.0.0.1:9000'],
    ['S3_REGION', 'EU West'],
    ['S3_FORCE_PATH_STYLE', 'sometimes'],
  ])('When %s is %j, then a ConfigError names it', (variable, value) => {
    const error = configError(() =>
      parseApiConfig({ S3_BUCKET: 'ttc-uploads', ...KEYS, [variable]: value }),
    );
    expect(error.variable).toBe(variable);
  });

  it('When the secret key is wrong in some way, then no error message repeats it', () => {
    const error = configError(() =>
      parseApiConfig({ S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI', S3_ACCESS_KEY_ID: 'AKIDEXAMPLE' }),
    );
    expect(error.message).not.toContain('wJalrXUtnFEMI');
  });
});

describe('parsePort', () => {
  it('When PORT is unset or empty, then the default is used', () => {
    expect(parsePort({})).toBe(3001);
    expect(parsePort({ PORT: '' }, 3000)).toBe(3000);
    expect(parsePort({ PORT: '8080' })).toBe(8080);
    expect(parsePort({ PORT: '0' })).toBe(0);
  });

  it.each(['abc', '-1', '65536', '80.5', '3000x'])(
    'When PORT is %j, then a ConfigError names PORT',
    (value) => {
      const error = configError(() => parsePort({ PORT: value }));
      expect(error.variable).toBe('PORT');
      expect(error.message).toMatch(/^Invalid PORT: must be a whole number from 0 to 65535/);
    },
  );
});

describe('redactDatabaseUrl', () => {
  it('When the URL has a password, then it is hidden', () => {
    expect(redactDatabaseUrl('postgres://u:s3cret@db:5432/ttc')).toBe(
      'postgres://u:***@db:5432/ttc',
    );
    expect(redactDatabaseUrl('postgres://u@db/ttc')).toBe('postgres://u@db/ttc');
  });
});
