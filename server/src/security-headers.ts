import helmet from 'helmet';

/**
 * Headers for the pages and assets. The Content-Security-Policy is strict: no inline script
 * and no third-party origin, which is what protects the session supabase-js keeps in the
 * browser. Origins added later (a hosted Supabase project, Stripe) come in as arguments.
 */
export function pageSecurityHeaders(options: { connectOrigins?: string[] } = {}) {
  const connect = ["'self'", ...(options.connectOrigins ?? [])];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:', 'data:'],
        connectSrc: connect,
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
