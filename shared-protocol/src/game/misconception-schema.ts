import { z } from 'zod';
import { MISCONCEPTION_TAGS } from './misconceptions';

/** One of the misconception tags; apart from misconceptions.ts to keep zod off the pages. */
export const misconceptionTagSchema = /* @__PURE__ */ z.enum(MISCONCEPTION_TAGS);
