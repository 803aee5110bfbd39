import {
  MAX_UPLOAD_BYTES,
  type ObjectVisibility,
  type UploadResult,
} from '@ttc/shared-protocol/api/object-access';
import { getAccessToken } from '../auth-session';

export { MAX_UPLOAD_BYTES };

/** The picture types the server takes, for an `<input type="file" accept>`. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

export type { UploadResult };

/** Why an upload failed, one word the screen turns into a text of its own language. */
export type UploadFailure =
  | 'not_an_image'
  | 'too_large'
  | 'quota_exceeded'
  | 'rate_limited'
  | 'signed_out'
  | 'failed';

/** A refused or failed upload: `reason` for the screen, `message` is the server's (English). */
export class UploadError extends Error {
  readonly reason: UploadFailure;
  /** The HTTP status, or 0 when no answer came (offline) or the file never left the device. */
  readonly status: number;

  constructor(reason: UploadFailure, status: number, message: string) {
    super(message);
    this.name = 'UploadError';
    this.reason = reason;
    this.status = status;
  }
}

/**
 * Sends a picture to POST /api/uploads as the raw body with the session's bearer token. The
 * server decides from the bytes whether it is a picture (never from the name or the type the
 * browser guesses), re-encodes it without its metadata and answers where it lives. Throws an
 * UploadError: a file over 5 MB is refused here before anything is sent.
 */
export async function uploadImage(
  file: Blob,
  visibility: ObjectVisibility = 'private',
): Promise<UploadResult> {
  if (file.size > MAX_UPLOAD_BYTES) {
    throw new UploadError('too_large', 0, 'The picture is larger than 5 MB.');
  }
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/octet-stream',
  };
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api/uploads?visibility=${visibility}`, {
      method: 'POST',
      headers,
      body: file,
      credentials: 'include',
    });
  } catch (error) {
    throw new UploadError('failed', 0, error instanceof Error ? error.message : String(error));
  }
  const text = await response.text().catch(() => '');
  const body = parseJson(text);
  if (response.ok) return body as UploadResult;
  const { code, message } = errorOf(body, text || response.statusText);
  throw new UploadError(failureOf(response.status, code), response.status, message);
}

function failureOf(status: number, code: string | undefined): UploadFailure {
  if (code === 'not_an_image' || status === 415) return 'not_an_image';
  if (code === 'payload_too_large' || status === 413) return 'too_large';
  if (code === 'quota_exceeded') return 'quota_exceeded';
  if (status === 429) return 'rate_limited';
  if (status === 401) return 'signed_out';
  return 'failed';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

// A hand check rather than the shared zod schema, as in api-client.ts: zod stays out of the bundle.
function errorOf(body: unknown, fallback: string): { code: string | undefined; message: string } {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
  return {
    code: typeof error?.code === 'string' ? error.code : undefined,
    message: typeof error?.message === 'string' ? error.message : fallback,
  };
}
