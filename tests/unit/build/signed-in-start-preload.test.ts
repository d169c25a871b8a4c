import { describe, expect, it } from 'vitest';
import { withStartScript } from '../../../build/signed-in-start-preload.ts';

// What Vite's build leaves in index.html's head: the import map before the entry, the entry's preloads and stylesheet
// after it.
const HEAD = [
  '<title>Agent Portal</title>',
  '<script type="importmap">{"imports":{}}</script>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/framework-1.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
].join('\n');

describe('withStartScript', () => {
  const html = withStartScript(`<head>${HEAD}</head>`, 'start()');
  const at = (text: string) => html.indexOf(text);

  it('puts the start script after the import map and the entry, which the files it asks for resolve through', () => {
    expect(at('<script>start()</script>')).toBeGreaterThan(at('<script type="importmap">'));
    expect(at('<script>start()</script>')).toBeGreaterThan(at('<script type="module"'));
  });

  it('puts it before the stylesheet, which a classic script after it would wait for', () => {
    expect(at('<script>start()</script>')).toBeLessThan(at('<link rel="stylesheet"'));
    expect(at('<script>start()</script>')).toBeLessThan(at('<link rel="modulepreload"'));
  });

  it('refuses a page without an entry', () => {
    expect(() => withStartScript('<head><title>x</title></head>', 'start()')).toThrow(/no module script/);
  });
});
