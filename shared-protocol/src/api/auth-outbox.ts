import { z } from 'zod';

/**
 * GET /api/dev/outbox?to=ADDRESS: the mail kept for one address when there is no SMTP_URL,
 * newest first. Only the server's own machine may read it (a loopback socket, a loopback Host,
 * no proxy header); with SMTP_URL set there is no outbox. Tests and a person at the server read
 * sign-in links from here.
 */
export const outboxEntrySchema = z
  .object({
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    /** ISO 8601. */
    sentAt: z.string(),
  })
  .strict();
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

export const outboxResponseSchema = z.array(outboxEntrySchema);
