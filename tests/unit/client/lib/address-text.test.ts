// Issue 16: an address prints the district once, in the reader's language.
import { describe, expect, it } from 'vitest';
import { addressText } from '#client/lib/address-text.ts';

const tashkent = { title: { uz: 'Toshkent shahri', oz: 'Тошкент шаҳри', ru: 'город Ташкент', en: 'Tashkent city' } };
const chilonzor = { title: { uz: 'Chilonzor tumani', oz: 'Чилонзор тумани', ru: 'Чиланзарский район', en: 'Chilanzar District' } };
const point = { region: tashkent, district: chilonzor, address: 'Chilonzor tumani, Bunyodkor shoh koʻchasi, 12' };

describe('addressText', () => {
  it('names region and district in the reader’s language and drops the district typed in the street', () => {
    expect(addressText(point, 'ru')).toBe('город Ташкент, Чиланзарский район, Bunyodkor shoh koʻchasi, 12');
    expect(addressText(point, 'en')).toBe('Tashkent city, Chilanzar District, Bunyodkor shoh koʻchasi, 12');
    expect(addressText(point, 'uz')).toBe('Toshkent shahri, Chilonzor tumani, Bunyodkor shoh koʻchasi, 12');
  });

  it('keeps a street without region or district as typed', () => {
    expect(addressText({ region: null, district: null, address: 'Amir Temur, 1' }, 'ru')).toBe('Amir Temur, 1');
    expect(addressText({ region: tashkent, district: null, address: null }, 'oz')).toBe('Тошкент шаҳри');
  });

  it('matches a district typed with another apostrophe (issue 25)', () => {
    const sergeli = { title: { uz: "Sirg'ali tumani", oz: 'Сирғали тумани', ru: 'Сергелийский район', en: 'Sergeli District' } };
    const typed = { region: tashkent, district: sergeli, address: 'Sirgʻali tumani, Yangi Sergeli koʻchasi, 5' };
    expect(addressText(typed, 'oz')).toBe('Тошкент шаҳри, Сирғали тумани, Yangi Sergeli koʻchasi, 5');
  });
});
