// Multipart upload to POST /v1/file (spec 01 §7) with progress and cancel, which fetch cannot report; it shares
// the API client's base, token refresh and error codes.
import * as v from 'valibot';
import { storedFile, UPLOAD_PATH, UPLOAD_RULES, type StoredFile, type UploadScope } from '#shared/api/files.ts';
import { ApiError, apiBase, apiErrorOf, refreshSession } from './api.ts';
import { getSession } from './session.ts';

type UploadOptions = { onProgress?: (fraction: number) => void; signal?: AbortSignal };

/** Checks a picked file against the scope's rules before anything is sent (the server checks the content again). */
export function checkUpload(file: File, scope: UploadScope): 'file_format_is_invalid' | 'file_size_is_too_large' | null {
  const rules = UPLOAD_RULES[scope];
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(rules.extensions as readonly string[]).includes(extension)) return 'file_format_is_invalid';
  if (file.size > rules.maxBytes) return 'file_size_is_too_large';
  return null;
}

function send(file: File, scope: UploadScope, options: UploadOptions, token: string | null): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${apiBase({})}${UPLOAD_PATH}`);
    xhr.responseType = 'json';
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.response as unknown });
    xhr.onerror = () => reject(new ApiError('network_error', 0));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('scope', scope);
    form.append('file', file);
    xhr.send(form);
  });
}

const answer = v.object({ data: storedFile });

export async function uploadFile(file: File, scope: UploadScope, options: UploadOptions = {}): Promise<StoredFile> {
  const token = getSession().accessToken;
  let result = await send(file, scope, options, token);
  // The refused token tells a renewal already made by another request or tab from one still to make.
  if (result.status === 401 && (await refreshSession(token))) result = await send(file, scope, options, getSession().accessToken);
  if (result.status < 200 || result.status >= 300) throw apiErrorOf(result.status, result.body);
  const parsed = v.safeParse(answer, result.body);
  if (!parsed.success) throw new ApiError('unexpected_answer', result.status);
  return parsed.output.data;
}
