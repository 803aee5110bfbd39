import { ConfigError } from '@ttc/shared-protocol/config-error';
import type { ApiConfig } from '../../config';
import { mailDelivery } from '../mail/mailer';
import { createOutboxDirectory } from '../mail/outbox';
import { loadSigningSecret } from './signing-secret';

/**
 * What the built-in sign-in needs from the disk, checked before the server listens: the signing
 * key (read or created under DATA_DIR unless AUTH_JWT_SECRET is set) and, without SMTP_URL, the
 * outbox folder. Throws a ConfigError naming the variable to fix, so a server that could not
 * sign anyone in never starts (and never spends a link it then cannot honour). Nothing to do when
 * a hosted Supabase project does the sign-in.
 */
export async function prepareSignIn(
  config: Pick<ApiConfig, 'supabase' | 'authJwtSecret' | 'dataDir' | 'mail'>,
): Promise<void> {
  if (config.supabase) return;
  await loadSigningSecret({ secret: config.authJwtSecret, dataDir: config.dataDir });
  const delivery = mailDelivery(config);
  if (delivery.kind === 'outbox') {
    await createOutboxDirectory(delivery.directory).catch((error: unknown) => {
      throw new ConfigError(
        'DATA_DIR',
        `cannot create the mail outbox ${delivery.directory} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}): make DATA_DIR writable by the user the server runs as, or set SMTP_URL`,
      );
    });
  }
}

export { type MailDelivery, mailDelivery } from '../mail/mailer';
