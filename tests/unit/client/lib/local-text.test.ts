// src/client/lib/local-text.ts: the one fallback rule for texts the server keeps per language (spec 01 §1).
import { describe, expect, it } from 'vitest';
import { localText } from '#client/lib/local-text.ts';

const water = { uz: 'Suv', ru: 'Вода', en: 'Water', oz: 'Сув' };

describe('localText', () => {
  it('reads the text of the locale', () => {
    expect(localText(water, 'ru')).toBe('Вода');
    expect(localText(water, 'uz')).toBe('Suv');
    expect(localText(water, 'en')).toBe('Water');
    expect(localText(water, 'oz')).toBe('Сув');
  });

  it('reads Uzbek Cyrillic as the Latin Uzbek when the text has no oz, as old invoice snapshots do', () => {
    expect(localText({ uz: 'Suv', ru: 'Вода', en: 'Water' }, 'oz')).toBe('Suv');
    expect(localText({ ...water, oz: '' }, 'oz')).toBe('Suv');
  });

  it('falls back to Russian, the source language, when a translation is empty', () => {
    expect(localText({ uz: '', ru: 'Вода', en: '' }, 'oz')).toBe('Вода');
    expect(localText({ ...water, uz: '' }, 'uz')).toBe('Вода');
    expect(localText({ ...water, en: '' }, 'en')).toBe('Вода');
    expect(localText(water, 'de')).toBe('Вода');
  });
});
