// What a stored upload may be and how it is handed out again (issue 14 item 6). The type comes from the bytes, and
// so does the name's extension: a GIF named `.html` is stored and served as `.gif`. Downloads name the file the
// server's way and say `attachment`, except images, which pages show inline. A PDF carrying active content
// (scripts, launch actions, embedded files) is refused: a viewer would run it in the portal's name.
import zlib from 'node:zlib';

/** The types the browser may show inline: images only, never a document that can run anything. */
const INLINE_MIMES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/bmp']);

/** The stored name: the uploaded name's stem, cleaned of anything a header or a file system minds, and the detected
 * extension. */
export function storedName(uploaded: string, extension: string): string {
  const base = uploaded.split(/[\\/]/).pop() ?? '';
  const stem = base
    .replace(/\.[^.]*$/, '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} _()-]+/gu, '_')
    .replace(/^[_ .]+|[_ .]+$/g, '')
    .slice(0, 100);
  return `${stem || 'file'}.${extension}`;
}

/** The Content-Disposition of a download: inline for images, attachment for the rest, under the stored name. */
export function contentDisposition(mime: string, name: string, extension: string): string {
  const safe = storedName(name, extension);
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${INLINE_MIMES.has(mime) ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}

/** PDF names that make a viewer act: scripts, actions run on open or on events, launching programs, carried files. */
const ACTIVE_PDF = /\/(JavaScript|JS|Launch|AA|EmbeddedFiles?|RichMedia|XFA|SubmitForm|ImportData)\b/;
/** How much inflated stream content is scanned at most (a compressed bomb must not exhaust memory). */
const MAX_INFLATED_BYTES = 32 * 1024 * 1024;

/** PDF names may hide letters as #xx escapes (/J#61vaScript). */
const plainNames = (text: string) => text.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Whether a PDF holds active content, in its plain objects or inside its compressed streams (object streams). */
export function pdfHasActiveContent(bytes: Buffer): boolean {
  const text = bytes.toString('latin1');
  if (ACTIVE_PDF.test(plainNames(text))) return true;
  let budget = MAX_INFLATED_BYTES;
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(text); match; match = streams.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    try {
      const inflated = zlib.inflateSync(bytes.subarray(start, end), { maxOutputLength: budget });
      budget -= inflated.length;
      if (ACTIVE_PDF.test(plainNames(inflated.toString('latin1')))) return true;
    } catch (error) {
      // Not deflated (images, fonts in other filters), or past the budget: a PDF that big inside is refused.
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return true;
    }
    if (budget <= 0) return true;
    streams.lastIndex = end;
  }
  return false;
}
