// Uploads a picture (the contract's `POST /images`) with progress, for the profile photo and tool
// images. XMLHttpRequest rather than fetch: fetch cannot report upload progress.
import type { ErrorBody } from '@/generated/endpoints';
import { ApiError, parts, TOKEN_KEY, type Reply } from '@/lib/api-client';
import { words } from '@/lib/i18n';

const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const acceptedImages = ACCEPTED.join(',');

/** The reason a file cannot be uploaded, checked before sending (the server checks again). */
export function imageProblem(file: File): string | null {
  if (!ACCEPTED.includes(file.type)) return words.IMAGE_WRONG_TYPE;
  if (file.size > MAX_IMAGE_BYTES) return words.IMAGE_TOO_LARGE;
  return null;
}

/** Resolves with the picture's address; `onProgress` gets 0–100. */
export function uploadImage(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const [method, path] = parts('POST /images');
    request.open(method, `/api${path}`);
    const token = localStorage.getItem(TOKEN_KEY);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = request.response as Partial<Reply<'POST /images'> & ErrorBody> | null;
      if (request.status === 201 && body?.url) {
        onProgress(100);
        resolve(body.url);
      } else {
        const message = body?.error?.message ?? words.IMAGE_UPLOAD_FAILED;
        reject(new ApiError(message, request.status, body?.error?.code ?? 'upload_failed', 'image'));
      }
    };
    request.onerror = () => reject(new ApiError(words.IMAGE_UPLOAD_FAILED, 0, 'network', 'image'));
    const form = new FormData();
    form.append('image', file);
    request.send(form);
  });
}
