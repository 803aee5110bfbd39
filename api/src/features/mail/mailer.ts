import type { Transporter } from 'nodemailer';
import type { ApiConfig } from '../../config';
import type { Logger } from '../../logger';
import { Outbox, outboxDirectory } from './outbox';
import type { MailMessage } from './sign-in-email';

export interface Mailer {
  /**
   * Sends one message. Resolves once SMTP accepted it (or, without SMTP, once it is in the
   * outbox); rejects when the SMTP server refuses it or the outbox cannot be written.
   */
  send(message: MailMessage): Promise<void>;
  /** The outbox under DATA_DIR when there is no SMTP_URL; null when mail goes out over SMTP. */
  outbox: Outbox | null;
}

/** Where sign-in mail goes, for the start banner and the log. */
export type MailDelivery = { kind: 'smtp' } | { kind: 'outbox'; directory: string };

export function mailDelivery(config: Pick<ApiConfig, 'mail' | 'dataDir'>): MailDelivery {
  return config.mail.smtpUrl
    ? { kind: 'smtp' }
    : { kind: 'outbox', directory: outboxDirectory(config.dataDir) };
}

/** How long an SMTP server may take before a send counts as failed. */
const SMTP_TIMEOUT_MS = 15_000;

/**
 * Mail as configured: SMTP (nodemailer) when SMTP_URL is set, otherwise the outbox under
 * DATA_DIR, which only this machine can read. Never both: with SMTP there is no outbox at all.
 * The log says that a message was sent or kept and its subject, never its text (a sign-in link
 * in a log signs its reader in).
 */
export function createMailer(
  config: Pick<ApiConfig, 'mail' | 'dataDir'>,
  logger: Logger,
  now: () => Date = () => new Date(),
): Mailer {
  const log = logger.child({ component: 'mail' });
  const delivery = mailDelivery(config);
  const outbox = delivery.kind === 'outbox' ? new Outbox(delivery.directory) : null;
  const { smtpUrl } = config.mail;
  // nodemailer loads with the first message, not with every start of a server that may never
  // send one (issue 18).
  let transport: Promise<Transporter> | null = null;
  const smtp = (url: string) => {
    transport ??= import('nodemailer').then(({ createTransport }) =>
      createTransport({
        url,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      }),
    );
    return transport;
  };
  if (outbox) {
    log.warn(
      { outbox: outbox.directory },
      'SMTP_URL is not set: sign-in mail is kept in the outbox folder, readable on this machine only (GET /api/dev/outbox?to=ADDRESS from localhost)',
    );
  }

  return {
    outbox,
    async send(message) {
      if (smtpUrl) {
        await (await smtp(smtpUrl)).sendMail({ from: config.mail.from, ...message });
        log.info({ subject: message.subject }, 'mail sent over SMTP');
      } else if (outbox) {
        await outbox.add(message, now());
        log.info({ subject: message.subject }, 'mail kept in the outbox (no SMTP_URL)');
      }
    },
  };
}
