/** How much of a request body has left the browser, in bytes. */
export type UploadProgress = { loaded: number; total: number };

/** What a screen may attach to an upload: a progress callback and a signal that cancels it. */
export type UploadControl = { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal };

/** The connection closed before any answer (the caller words it). */
export class UploadNetworkError extends Error {
  constructor(url: string) {
    super(`Upload to ${url} ended without an answer`);
  }
}

/** The person cancelled the upload (lib/api-client.ts isUploadCancelled knows it by its name). */
class UploadCancelledError extends Error {
  constructor(url: string) {
    super(`Upload to ${url} was cancelled`);
    this.name = 'UploadCancelledError';
  }
}

export type UploadAnswer = { status: number; statusText: string; text: string };

/**
 * Sends a multipart form with XMLHttpRequest, because fetch cannot report how much of a request
 * body has been sent. The browser sets the multipart boundary. Resolves with any answer the server
 * gave, refusals included, as soon as it arrives.
 */
export const sendForm = (method: string, url: string, form: FormData, { onProgress, signal }: UploadControl = {}) =>
  new Promise<UploadAnswer>((resolve, reject) => {
    if (signal?.aborted) return reject(new UploadCancelledError(url));
    const xhr = new XMLHttpRequest();
    const settle = () => signal?.removeEventListener('abort', cancel);
    // Settled here rather than on the request's own 'abort' event, so a cancel is over at once.
    const cancel = () => {
      xhr.abort();
      settle();
      reject(new UploadCancelledError(url));
    };
    xhr.open(method, url);
    xhr.withCredentials = true;
    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
      });
    }
    xhr.addEventListener('load', () => {
      settle();
      resolve({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText });
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new UploadNetworkError(url));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(new UploadCancelledError(url));
    });
    signal?.addEventListener('abort', cancel, { once: true });
    xhr.send(form);
  });
