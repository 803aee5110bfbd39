import { createTransport, type Transporter } from 'nodemailer';
import type { ApiConfig } from '../../config';
import type { Logger } from '../../logger';
import { Outbox } from './outbox';
import type { MailMessage } from './sign-in-email';

export interface Mailer {
  /**
   * Sends one message. Resolves once SMTP accepted it (or, without SMTP, once it is logged);
   * rejects when the SMTP server refuses it.
   */
  send(message: MailMessage, options?: { secretsInText?: boolean }): Promise<void>;
  /** The development outbox, or null in production. */
  outbox: Outbox | null;
}

/** How long an SMTP server may take before a send counts as failed. */
const SMTP_TIMEOUT_MS = 15_000;

/**
 * Mail as configured: SMTP (nodemailer) when SMTP_URL is set, otherwise the log. Outside
 * production every message is also kept in the development outbox. A message whose text holds
 * a secret (a sign-in link) is logged without its body in production.
 */
export function createMailer(
  config: Pick<ApiConfig, 'mail' | 'nodeEnv'>,
  logger: Logger,
  now: () => Date = () => new Date(),
): Mailer {
  const log = logger.child({ component: 'mail' });
  const production = config.nodeEnv === 'production';
  const outbox = production ? null : new Outbox();
  const transport: Transporter | null = config.mail.smtpUrl
    ? createTransport({
        url: config.mail.smtpUrl,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      })
    : null;
  if (!transport) {
    log.warn(
      production
        ? 'SMTP_URL is not set: sign-in emails are not delivered (only noted in the log, without their links)'
        : 'SMTP_URL is not set: emails go to the log and to GET /api/dev/outbox',
    );
  }

  return {
    outbox,
    async send(message, options = {}) {
      if (transport) {
        await transport.sendMail({ from: config.mail.from, ...message });
        log.info({ subject: message.subject }, 'mail sent over SMTP');
      } else if (production && options.secretsInText) {
        log.info({ subject: message.subject }, 'mail not sent (no SMTP_URL); body withheld');
      } else {
        log.info({ subject: message.subject, text: message.text }, 'mail (no SMTP_URL)');
      }
      outbox?.add(message, now());
    },
  };
}
