// An attachment for a ticket answer or a news image, stored by the staff upload route under the chat's rules.
import { answerOf, staffFetch } from '#client/lib/api.ts';
import { storedFile, type StoredFile } from '#shared/api/files.ts';
import { STAFF_UPLOAD_PATH } from '#shared/api/staff-tickets.ts';

export async function uploadStaffFile(file: File): Promise<StoredFile> {
  const form = new FormData();
  form.append('file', file);
  return answerOf(await staffFetch(STAFF_UPLOAD_PATH, { method: 'POST', body: form }), storedFile);
}
