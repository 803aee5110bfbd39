import { z } from 'zod';
import { LANGUAGES } from './language';

/**
 * Accepts exactly one of the five language codes. Apart from `language.ts` so that the app's
 * entry chunk, which needs the codes, does not carry zod to every route's first download.
 */
export const languageSchema = /* @__PURE__ */ z.enum(LANGUAGES);
