import { ApiError } from '../../../lib/api-client';
import { getAccessToken } from '../../../lib/auth-session';

/**
 * Fetches a report (CSV or PDF) with the session's bearer token and hands it to the browser as
 * a download. A plain link cannot carry the Authorization header the API requires.
 */
export async function downloadReport(path: string, fileName: string): Promise<void> {
  const headers: Record<string, string> = {};
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(path, { headers, credentials: 'include' });
  if (!response.ok) throw await reportError(response);
  const blob = await response.blob();
  saveBlob(blob, fileName);
}

/** Saves `blob` as `fileName` through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

async function reportError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    if (typeof body.error?.message === 'string') {
      const code = typeof body.error.code === 'string' ? body.error.code : undefined;
      return new ApiError(response.status, body.error.message, code);
    }
  } catch {
    // Not the API's error body: the status text says enough.
  }
  return new ApiError(response.status, text || response.statusText);
}
