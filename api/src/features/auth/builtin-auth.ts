import type { ApiConfig } from '../../config';
import type { AppDatabase } from '../../db/client';
import type { Clock } from './clock';
import { signingSecretLoader } from './signing-secret';

/** What the built-in sign-in issues tokens with. */
export interface BuiltinAuth {
  db: AppDatabase;
  clock: Clock;
  /** `${PUBLIC_URL}/auth/v1`: the `iss` of every access token. */
  issuer: string;
  /** Where links point and redirects may go: PUBLIC_URL's origin, never the Host header. */
  publicUrl: string;
  secret: () => Promise<Uint8Array>;
}

export function createBuiltinAuth(
  config: Pick<ApiConfig, 'publicUrl' | 'authJwtSecret' | 'dataDir'>,
  db: AppDatabase,
  clock: Clock,
): BuiltinAuth {
  return {
    db,
    clock,
    issuer: `${config.publicUrl}/auth/v1`,
    publicUrl: config.publicUrl,
    secret: signingSecretLoader({ secret: config.authJwtSecret, dataDir: config.dataDir }),
  };
}
