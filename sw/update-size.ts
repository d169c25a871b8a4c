// What installing a new version downloads (issue 12): workbox fetches only the precache entries its cache does not
// hold yet; each entry carries `bytes`, its download size, written by the build (build/precompress.ts).
export type SizedEntry = string | { url: string; revision?: string | null; bytes?: number };

/** The bytes of the entries `isHeld` says are not cached yet; `known` is false when one of them has no size. */
export function updateSize(entries: readonly SizedEntry[], isHeld: (url: string) => boolean): { bytes: number; known: boolean } {
  let bytes = 0;
  let known = true;
  for (const entry of entries) {
    const url = typeof entry === 'string' ? entry : entry.url;
    if (isHeld(url)) continue;
    const size = typeof entry === 'string' ? undefined : entry.bytes;
    if (typeof size === 'number') bytes += size;
    else known = false;
  }
  return { bytes, known };
}
