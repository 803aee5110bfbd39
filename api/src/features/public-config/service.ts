import type { PublicConfig } from '@ttc/shared-protocol/api/config';
import { type ApiConfig, BUILTIN_ANON_KEY } from '../../config';

/**
 * What the browser needs to start: where supabase-js signs in (the API itself, or a hosted
 * Supabase project) with its public key, the address users open (`PUBLIC_URL`'s origin: the
 * host's join address and QR code), the Stripe publishable key and Stripe.js address (payments configured), and the feature flags.
 */
export function publicConfig(config: ApiConfig): PublicConfig {
  const auth = config.supabase
    ? { provider: 'supabase' as const, url: config.supabase.url, anonKey: config.supabase.anonKey }
    : { provider: 'builtin' as const, url: config.publicUrl, anonKey: BUILTIN_ANON_KEY };
  return {
    auth,
    publicUrl: config.publicUrl,
    // Only when payments are configured: a publishable key alone would open payment forms that
    // nothing on the server could complete.
    stripe: config.stripe
      ? { publishableKey: config.stripe.publishableKey, scriptUrl: config.stripe.jsUrl }
      : null,
    features: { ...config.features },
  };
}
