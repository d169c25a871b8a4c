// The size an update downloads (issue 12 item 4): the entries the precache does not hold yet, by the bytes the build
// wrote on each; unknown when one of them has none.
import { describe, expect, it } from 'vitest';
import { updateSize } from '../../../sw/update-size.ts';

const entries = [
  { url: 'index.html', revision: 'r2', bytes: 3_200 },
  { url: 'assets/news-page-B2.js', revision: null, bytes: 1_700 },
  { url: 'assets/index-A1.js', revision: null, bytes: 62_000 },
  { url: 'assets/workspace-page-A1.js', revision: null, bytes: 17_000 },
];

describe('updateSize', () => {
  it('adds up only what the precache does not hold yet', () => {
    const held = new Set(['assets/index-A1.js', 'assets/workspace-page-A1.js']);
    expect(updateSize(entries, (url) => held.has(url))).toEqual({ bytes: 4_900, known: true });
  });

  it('is zero when everything is held, and everything on a first install', () => {
    expect(updateSize(entries, () => true)).toEqual({ bytes: 0, known: true });
    expect(updateSize(entries, () => false)).toEqual({ bytes: 83_900, known: true });
  });

  it('is not known when a missing entry has no size (a plain URL or an entry the build did not size)', () => {
    expect(updateSize([...entries, 'manifest.webmanifest'], (url) => url !== 'manifest.webmanifest')).toEqual({ bytes: 0, known: false });
    expect(updateSize([{ url: 'manifest.webmanifest', revision: 'm1' }], () => false).known).toBe(false);
    // A held entry without a size does not matter.
    expect(updateSize([{ url: 'manifest.webmanifest', revision: 'm1' }, ...entries], (url) => url !== 'index.html')).toEqual({ bytes: 3_200, known: true });
  });
});
