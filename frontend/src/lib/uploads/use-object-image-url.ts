import { useEffect, useState } from 'react';
import { getAccessToken, useHasSession } from '../auth-session';

/** Why an uploaded picture cannot be shown. */
export type ObjectImageError = 'signed_out' | 'forbidden' | 'not_found' | 'failed';

export interface ObjectImageUrl {
  /** A `blob:` URL of the picture for `<img src>` or CSS `url()`, null until it is loaded. */
  url: string | null;
  error: ObjectImageError | null;
  loading: boolean;
}

const IDLE: ObjectImageUrl = { url: null, error: null, loading: false };

/**
 * An uploaded picture (`/objects/uploads/<uuid>`) as a `blob:` URL. A private picture is only
 * served to its owner's bearer token, which an `<img>` cannot send, so the hook fetches it with
 * the token and hands out a local URL, revoked when the path changes or the component goes.
 * It loads again when the user signs in or out. `null` shows nothing.
 */
export function useObjectImageUrl(objectPath: string | null): ObjectImageUrl {
  const signedIn = useHasSession();
  const [state, setState] = useState<ObjectImageUrl>(IDLE);

  useEffect(() => {
    if (!objectPath) {
      setState(IDLE);
      return;
    }
    const controller = new AbortController();
    let url: string | null = null;
    setState({ url: null, error: null, loading: true });
    loadObject(objectPath, signedIn, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setState({ url, error: null, loading: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ url: null, error: toImageError(error), loading: false });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [objectPath, signedIn]);

  return state;
}

class ObjectStatusError extends Error {
  constructor(readonly status: number) {
    super(`object request failed with ${status}`);
  }
}

async function loadObject(
  objectPath: string,
  signedIn: boolean,
  signal: AbortSignal,
): Promise<Blob> {
  const headers: Record<string, string> = {};
  const token = signedIn ? getAccessToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(objectPath, { headers, signal, credentials: 'include' });
  if (!response.ok) throw new ObjectStatusError(response.status);
  return response.blob();
}

function toImageError(error: unknown): ObjectImageError {
  if (!(error instanceof ObjectStatusError)) return 'failed';
  if (error.status === 401) return 'signed_out';
  if (error.status === 403) return 'forbidden';
  if (error.status === 404 || error.status === 400) return 'not_found';
  return 'failed';
}
