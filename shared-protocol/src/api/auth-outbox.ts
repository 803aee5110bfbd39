import { z } from 'zod';

/**
 * GET /api/dev/outbox?to=ADDRESS (only when NODE_ENV is not production): the mail the server
 * sent, newest first. Tests and developers read sign-in links from here.
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
