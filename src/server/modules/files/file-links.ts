// Issue 22 item 4: an uploaded file (passport and registration scans among them) is served only through a signed,
// short-lived link. Answers carry a file as its path marked as the server's own (files.repository `downloadUrl`),
// and only the answers of a signed-in user or staff name a file at all, so the API signs those paths on the way out
// (`signFileLinks`, one place for every service, the stored idempotent answers included) and the download checks
// the signature. Only marked paths are signed: a text a user wrote that reads as a path (a ticket's text, the user
// agent of a sign-in, both repeated in answers) stays a text, or anyone who once saw a file's path could have it
// signed again, for ever, whoever's file it is.
// `<img src>` and downloads need no bearer token that way. A link stays the same for an hour, so the browser's and
// the service worker's caches keep working, and is good for one to two hours.
import crypto from 'node:crypto';
import type { AppContext } from '../../context.ts';

export const FILE_LINK_STEP_MS = 60 * 60 * 1000;

/** What signs a link: the server's key and clock (an AppContext will do). */
export type FileSigner = Pick<AppContext, 'otpKey' | 'clock'>;

/**
 * What starts a file path the server wrote: a NUL, which no request can carry (the NUL guard refuses one in the
 * parameters, query and body of every route; HTTP refuses one in a header), so no user's text can start with it.
 */
export const FILE_PATH_MARK = '\u0000';
/** A marked path as a JSON string value in an answer: `"\u0000/file/download/{guid}.{extension}"`. */
const MARKED_LINK = /"\\u0000(\/file\/download\/([0-9a-f-]{36}\.[a-z0-9]+))"/g;
const hasMarkedLink = (json: string) => json.includes('"\\u0000/file/download/');

function signature(signer: FileSigner, name: string, expires: number): string {
  return crypto.createHmac('sha256', signer.otpKey).update(`file-link\n${name}\n${expires}`).digest('base64url');
}

/** The download link of the file `{guid}.{extension}` for the one asking now. */
export function signedFileLink(signer: FileSigner, name: string): string {
  const expires = (Math.floor(signer.clock.now().getTime() / FILE_LINK_STEP_MS) + 2) * FILE_LINK_STEP_MS;
  return `/file/download/${name}?expires=${expires}&signature=${signature(signer, name, expires)}`;
}

/** An answer's JSON text with every file path the server wrote in it turned into a signed link. */
export function signFileLinks(signer: FileSigner, json: string): string {
  if (!hasMarkedLink(json)) return json;
  return json.replace(MARKED_LINK, (_match, _path: string, name: string) => `"${signedFileLink(signer, name)}"`);
}

/** An answer's JSON text with its file paths plain and unsigned (an answer to no one signed in: they download nothing). */
export function plainFileLinks(json: string): string {
  return hasMarkedLink(json) ? json.replace(MARKED_LINK, '"$1"') : json;
}

/** A file path the server wrote, without its mark (for a terminal). */
export const plainFilePath = (path: string) => (path.startsWith(FILE_PATH_MARK) ? path.slice(FILE_PATH_MARK.length) : path);

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
