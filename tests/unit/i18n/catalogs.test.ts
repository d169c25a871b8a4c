// @vitest-environment jsdom
// Issue 2 item 5: every catalog is complete. Fails when a message lacks a translation in any language, when a
// translation drops or invents a placeholder or tag, when an English or Uzbek (Latin) text is a Russian copy,
// or when a server error code, a client error code or a field code has no message at all.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, DEFAULT_LOCALE } from '#shared/enums.ts';
import { ERROR_CODES, STAFF_ERROR_CODES } from '#shared/errors.ts';
import { FIELD_CODES } from '#shared/validation.ts';
import { CLIENT_ERROR_CODES } from '#client/lib/api.ts';

type Entry = { id: string; text: string; obsolete: boolean };

const unquote = (line: string) => JSON.parse(line.slice(line.indexOf('"'))) as string;

/** Reads msgid/msgstr pairs, including values continued on following lines. */
function readCatalog(locale: string, name: string): Map<string, Entry> {
  const file = path.resolve(import.meta.dirname, `../../../locales/${locale}/${name}.po`);
  const entries = new Map<string, Entry>();
  for (const block of fs.readFileSync(file, 'utf8').split(/\r?\n\r?\n/)) {
    const lines = block.split(/\r?\n/);
    const obsolete = lines.some((line) => line.startsWith('#~'));
    let field: 'id' | 'text' | null = null;
    const entry: Entry = { id: '', text: '', obsolete };
    for (const raw of lines) {
      const line = raw.replace(/^#~ /, '');
      if (line.startsWith('msgid ')) field = 'id';
      else if (line.startsWith('msgstr ')) field = 'text';
      else if (!line.startsWith('"')) continue;
      if (field) entry[field] += unquote(line.replace(/^msg(id|str) /, ''));
    }
    if (entry.id) entries.set(entry.id, entry);
  }
  return entries;
}

/** lingui.config.ts: the sign-in route's catalog, the signed-in screens' one and the staff console's (issue 15). */
const CATALOG_NAMES = ['sign-in', 'messages', 'staff'] as const;
const catalogsOf = (name: string) => new Map(LOCALES.map((locale) => [locale, readCatalog(locale, name)]));
/** Every source message, whichever catalog holds it. */
const allSource = new Map(CATALOG_NAMES.flatMap((name) => [...readCatalog(DEFAULT_LOCALE, name)]));
const tokens = (text: string) => [...text.matchAll(/\{\w+\}|<\/?\d+>/g)].map(([token]) => token).sort();

describe('translation catalogs', () => {
  it('has source catalogs with messages', () => {
    expect(allSource.size).toBeGreaterThan(100);
  });

  for (const name of CATALOG_NAMES) {
    const catalogs = catalogsOf(name);
    const source = catalogs.get(DEFAULT_LOCALE)!;
    for (const locale of LOCALES) {
      describe(`${locale}/${name}`, () => {
        const catalog = catalogs.get(locale)!;

        it('holds exactly the messages of the source catalog', () => {
          const live = (entries: Map<string, Entry>) => [...entries.values()].filter((e) => !e.obsolete).map((e) => e.id).sort();
          expect(live(catalog)).toEqual(live(source));
        });

        it('translates every message', () => {
          const untranslated = [...catalog.values()].filter((entry) => !entry.obsolete && !entry.text.trim()).map((entry) => entry.id);
          expect(untranslated).toEqual([]);
        });

        it('keeps the placeholders and tags of the source text', () => {
          const broken = [...catalog.values()]
            .filter((entry) => !entry.obsolete)
            .filter((entry) => tokens(entry.text).join() !== tokens(source.get(entry.id)?.text || entry.id).join())
            .map((entry) => `${entry.id} → ${entry.text}`);
          expect(broken).toEqual([]);
        });

        if (locale === 'en' || locale === 'uz') {
          it('contains no Cyrillic text (no copies of the Russian source)', () => {
            const copies = [...catalog.values()].filter((entry) => /[а-яё]/i.test(entry.text)).map((entry) => entry.text);
            expect(copies).toEqual([]);
          });
        }

        if (locale === 'oz') {
          it('is written in Cyrillic', () => {
            const latin = [...catalog.values()]
              .filter((entry) => /[a-z]{3}/i.test(entry.text.replace(/\{\w+\}|Agent Portal|Ctrl\+Enter|PIN|SMS|USB|Bluetooth|JPG|PNG|jpe?g|png|bmp|pdf|gif/g, '')))
              .map((entry) => entry.text);
            expect(latin).toEqual([]);
          });
        }
      });
    }
  }

  it('has a message for every server error code and client error code', () => {
    const missing = [...ERROR_CODES, ...CLIENT_ERROR_CODES].filter((code) => !allSource.has(`error.${code}`));
    expect(missing).toEqual([]);
  });

  it('has a message for every staff error code (the console translates them)', () => {
    const missing = STAFF_ERROR_CODES.filter((code) => !allSource.has(`staff.error.${code}`));
    expect(missing).toEqual([]);
  });

  it('has a message for every field validation code', () => {
    const missing = FIELD_CODES.filter((code) => !allSource.has(`field.${code}`));
    expect(missing).toEqual([]);
  });

  it('uses the texts spec 01 §5 gives for validation', () => {
    expect(allSource.get('field.required')?.text).toBe('Обязательное поле');
    expect(allSource.get('field.min_length')?.text).toBe('Не менее {n} символов');
    expect(allSource.get('field.min_value')?.text).toBe('Должен быть больше или равен {n}');
    expect(allSource.get('field.max_value')?.text).toBe('Должен быть меньше или равен {n}');
    expect(allSource.get('field.min_items')?.text).toBe('Должно быть выбрано не менее {n} элементов');
    expect(allSource.get('field.max_items')?.text).toBe('Должно быть меньше или равно {n} элементов');
    expect(allSource.get('field.pin_mismatch')?.text).toBe('Не соответствует новому паролю');
  });
});
