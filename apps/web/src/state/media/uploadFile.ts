import { API_BASE_PATHS, type ErrorCode, type StoredObject } from '@rep/shared';
import { ApiError, refreshSession } from '../apiClient';
import { useSessionStore } from '../session';

/** The multipart upload route of the storage (issue 16, SPEC §7): field `file`, signed-in users only. */
export const UPLOAD_FILE_PATH = `${API_BASE_PATHS.storage}/api/v1/uploadFile`;

/** Options of {@link uploadFile}: `onProgress` gets the fraction sent (0–1); `signal` cancels the upload. */
export interface UploadOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

interface Envelope {
  success?: boolean;
  message?: string;
  code?: ErrorCode;
  data?: unknown;
}

/** One XMLHttpRequest (fetch has no upload progress) answering the parsed success body or an ApiError. */
function send(file: Blob, name: string, token: string | null, options: UploadOptions): Promise<StoredObject> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', UPLOAD_FILE_PATH);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    const onAbort = () => request.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => options.signal?.removeEventListener('abort', onAbort);
    request.onload = () => {
      settle();
      let body: Envelope | null = null;
      try {
        body = JSON.parse(request.responseText) as Envelope;
      } catch {
        body = null;
      }
      if (request.status >= 200 && request.status < 300 && body?.success === true) {
        options.onProgress?.(1);
        resolve(body.data as StoredObject);
        return;
      }
      reject(
        new ApiError(
          body?.message ?? request.statusText,
          request.status,
          body?.code ?? 'Unknown',
          body?.data,
        ),
      );
    };
    request.onerror = () => {
      settle();
      reject(new ApiError('Network error', 0, 'Network'));
    };
    request.onabort = () => {
      settle();
      reject(options.signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    const form = new FormData();
    form.append('file', file, name);
    request.send(form);
  });
}

/**
 * Uploads a file to the storage (`POST /storage/api/v1/uploadFile`, multipart field `file`, issue 16) with the
 * session's access token, reporting progress; on a 401 refreshes the session once (as callApi does) and
 * retries. Answers the stored object: its CID and root-relative `url` (`/storage/ipfs/<cid>`).
 * @throws {ApiError} on a failure envelope (413 too large, quota…) or a network error (status 0)
 * @throws the signal's reason (an AbortError by default) when `signal` aborts
 */
export async function uploadFile(file: File | Blob, options: UploadOptions = {}): Promise<StoredObject> {
  const name = file instanceof File ? file.name : 'file';
  const token = useSessionStore.getState().session?.access ?? null;
  try {
    return await send(file, name, token, options);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || !token) throw error;
    const current = useSessionStore.getState().session?.access ?? null;
    const fresh = current && current !== token ? current : await refreshSession();
    if (!fresh) throw error;
    return send(file, name, fresh, options);
  }
}
