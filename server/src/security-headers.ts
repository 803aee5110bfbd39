import helmet from 'helmet';

/** What the pages may load beyond their own origin. */
export interface PageSecurityOptions {
  connectOrigins?: string[];
  /**
   * Stripe.js for the payment screens, when payments are configured: the address it is loaded
   * from (Stripe's, or the tests' local fake). Null or absent: no Stripe origin at all.
   */
  stripeJsUrl?: string | null;
}

/** The origins Stripe documents for Stripe.js and its Payment Element, by directive. */
const STRIPE_SOURCES = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: [
    'https://js.stripe.com',
    'https://*.js.stripe.com',
    'https://hooks.stripe.com',
    'https://m.stripe.network',
  ],
  connect: ['https://api.stripe.com', 'https://m.stripe.network'],
};

/**
 * The Stripe origins a page may use. Stripe's own address gets Stripe's documented set; any
 * other (the tests' fake, which serves its Stripe.js stand-in and its test mode from one
 * origin) gets that origin for scripts, frames and requests.
 */
export function stripeSources(jsUrl: string | null | undefined): typeof STRIPE_SOURCES {
  if (!jsUrl) return { script: [], frame: [], connect: [] };
  const origin = new URL(jsUrl).origin;
  if (origin === 'https://js.stripe.com') return STRIPE_SOURCES;
  return { script: [origin], frame: [origin], connect: [origin] };
}

/**
 * Headers for the pages and assets. The Content-Security-Policy is strict: no inline script
 * and no third-party origin, which is what protects the session supabase-js keeps in the
 * browser. Origins added later (a hosted Supabase project, Stripe) come in as arguments. Stripe's
 * are allowed on every page when payments are configured, since the app moves between screens
 * without reloading; only the payment screens load Stripe.js (frontend billing loader).
 */
export function pageSecurityHeaders(options: PageSecurityOptions = {}) {
  const stripe = stripeSources(options.stripeJsUrl);
  const connect = ["'self'", ...(options.connectOrigins ?? []), ...stripe.connect];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe.script],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:', 'data:'],
        connectSrc: connect,
        // Stripe's Payment Element and 3-D Secure pages are frames (otherwise default-src).
        ...(stripe.frame.length > 0 ? { frameSrc: ["'self'", ...stripe.frame] } : {}),
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    // The app is served over plain http on localhost by default; HSTS belongs to the TLS proxy.
    strictTransportSecurity: false,
  });
}
