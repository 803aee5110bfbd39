import { ApiPath } from '@ttc/shared-protocol/api/paths';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../../lib/api-client';

/** Where the join address comes from: `publicUrl` of GET /api/config (undefined if it has none). */
export type LoadPublicUrl = () => Promise<string | undefined>;

/**
 * GET /api/config, checked with its shared schema (loaded with the answer, like
 * `lib/api/get-public-config.ts`, but without TanStack Query, which the host screen does not load).
 */
export const loadPublicUrl: LoadPublicUrl = async () => {
  const [body, { publicConfigSchema }] = await Promise.all([
    apiRequest('GET', ApiPath.config),
    import('@ttc/shared-protocol/api/config'),
  ]);
  return publicConfigSchema.parse(body).publicUrl;
};

/**
 * The origin the lobby's join address and QR code are built on: the server's `PUBLIC_URL` (the
 * address the tablets can open), not this page's origin, which may be `localhost` or an internal
 * name when the smartboard runs next to the server. The page's origin stands in only while the
 * config loads, or if it cannot be read or names none.
 */
export function useJoinOrigin(load: LoadPublicUrl = loadPublicUrl): string {
  const [publicUrl, setPublicUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    load().then(
      (url) => {
        if (current && url) setPublicUrl(url.replace(/\/+$/, ''));
      },
      () => {
        // The page's origin stays: a lobby with a join address beats none.
      },
    );
    return () => {
      current = false;
    };
  }, [load]);
  return publicUrl ?? window.location.origin;
}
