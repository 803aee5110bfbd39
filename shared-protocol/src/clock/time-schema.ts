import { z } from 'zod';
import type { ClockTime, DayTime } from './time';

/** Validates a `ClockTime`: hour 1-12, minute 0-59. */
export const clockTimeSchema = /* @__PURE__ */ z.object({
  hour: z.number().int().min(1).max(12),
  minute: z.number().int().min(0).max(59),
}) satisfies z.ZodType<ClockTime>;

/** Validates a `DayTime`: hour 0-23, minute 0-59. */
export const dayTimeSchema = /* @__PURE__ */ z.object({
  hour: z.number().int().min(0).max(23),
  minute: z.number().int().min(0).max(59),
}) satisfies z.ZodType<DayTime>;
