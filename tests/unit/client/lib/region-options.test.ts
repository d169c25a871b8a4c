// Issue 25: districts sorted by name, and the region read from the tax registry's address.
import { describe, expect, it } from 'vitest';
import { regionOfAddress, regionOptions } from '#client/lib/region-options.ts';
import REGIONS from '../../../../src/server/seed/reference/regions.json' with { type: 'json' };

const provinces = REGIONS.map(({ id, title }) => ({ id, title }));
const idOf = (address: string) => regionOfAddress(provinces, address)?.id;

describe('regionOptions', () => {
  it('sorts by the title in the reader’s language', () => {
    const labels = (locale: string) => regionOptions(provinces, locale).map((option) => option.label);
    for (const locale of ['ru', 'uz', 'en', 'oz']) {
      const shown = labels(locale);
      expect(shown, locale).toEqual([...shown].sort((a, b) => a.localeCompare(b, locale === 'oz' ? 'uz-Cyrl' : locale)));
    }
    expect(labels('ru')[0]).toBe(provinces.find((region) => region.id === 1)!.title.ru);
  });
});

describe('regionOfAddress', () => {
  it('finds the region the address starts with, telling the city from the province', () => {
    expect(idOf("Toshkent sh., Navoiy ko'chasi, 12")).toBe(10);
    expect(idOf('Toshkent vil., Chirchiq sh., Amir Temur 5')).toBe(11);
    expect(idOf("Samarqand sh., Registon ko'chasi, 5")).toBe(7);
    expect(idOf('г. Ташкент, ул. Навои, 1')).toBe(10);
    expect(idOf('Ташкентская область, Чирчик')).toBe(11);
    expect(idOf("Farg'ona viloyati, Qo'qon sh.")).toBe(12);
    expect(idOf('Amir Temur, 1')).toBeUndefined();
  });
});
