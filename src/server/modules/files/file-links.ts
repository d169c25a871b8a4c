// Issue 22 item 4: an uploaded file (passport and registration scans among them) is served only through a signed,
// short-lived link. Answers carry a file as its plain path (files.repository `downloadUrl`), and only the answers of
// a signed-in user or staff are sent at all, so the API signs those paths on the way out (`signFileLinks`, one
// place for every service, the stored idempotent answers included) and the download checks the signature.
// `<img src>` and downloads need no bearer token that way. A link stays the same for an hour, so the browser's and
// the service worker's caches keep working, and is good for one to two hours.
import crypto from 'node:crypto';
import type { AppContext } from '../../context.ts';

export const FILE_LINK_STEP_MS = 60 * 60 * 1000;

/** What signs a link: the server's key and clock (an AppContext will do). */
export type FileSigner = Pick<AppContext, 'otpKey' | 'clock'>;

/** A file's plain path as a JSON string value in an answer: `"/file/download/{guid}.{extension}"`. */
const PLAIN_LINK = /"\/file\/download\/([0-9a-f-]{36}\.[a-z0-9]+)"/g;

function signature(signer: FileSigner, name: string, expires: number): string {
  return crypto.createHmac('sha256', signer.otpKey).update(`file-link\n${name}\n${expires}`).digest('base64url');
}

/** The download link of the file `{guid}.{extension}` for the one asking now. */
export function signedFileLink(signer: FileSigner, name: string): string {
  const expires = (Math.floor(signer.clock.now().getTime() / FILE_LINK_STEP_MS) + 2) * FILE_LINK_STEP_MS;
  return `/file/download/${name}?expires=${expires}&signature=${signature(signer, name, expires)}`;
}

/** An answer's JSON text with every plain file path in it turned into a signed link. */
export function signFileLinks(signer: FileSigner, json: string): string {
  if (!json.includes('"/file/download/')) return json;
  return json.replace(PLAIN_LINK, (_match, name: string) => `"${signedFileLink(signer, name)}"`);
}

/** Seconds the link of `name` still holds, or null when it is forged, altered or expired. */
export function linkSecondsLeft(signer: FileSigner, name: string, query: { expires?: unknown; signature?: unknown }): number | null {
  const expires = Number(query.expires);
  if (typeof query.signature !== 'string' || !Number.isSafeInteger(expires)) return null;
  const expected = Buffer.from(signature(signer, name, expires));
  const given = Buffer.from(query.signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  const left = Math.floor((expires - signer.clock.now().getTime()) / 1000);
  return left > 0 ? left : null;
}
