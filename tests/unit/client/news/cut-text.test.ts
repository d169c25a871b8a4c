// spec 03 §4: news text is cut at 160 characters behind a more/less toggle.
import { describe, expect, it } from 'vitest';
import { cutText } from '#client/features/news/cut-text.ts';

describe('cutText', () => {
  it('leaves a text of 160 characters or fewer whole', () => {
    const text = 'a'.repeat(160);
    expect(cutText(text)).toEqual({ text, cut: false });
  });

  it('cuts a longer text at 160 characters and marks the cut', () => {
    const cut = cutText(`${'a'.repeat(150)} ${'b'.repeat(20)}`);
    expect(cut.cut).toBe(true);
    expect(cut.text).toBe(`${'a'.repeat(150)} ${'b'.repeat(9)}…`);
  });

  it('counts characters, not UTF-16 units, so an emoji is never split', () => {
    const cut = cutText('😀'.repeat(161));
    expect(cut.text).toBe(`${'😀'.repeat(160)}…`);
  });
});
