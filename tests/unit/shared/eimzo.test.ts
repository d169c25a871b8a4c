// EIMZO.md §3 alias parsing with its samples, and the key rules of spec 03 §5 (expired; not the business's key).
import { describe, expect, it } from 'vitest';
import {
  aliasFields,
  eimzoUrl,
  formatEimzoDate,
  isKeyExpired,
  isLegalEntityTaxNumber,
  keyProblem,
  keysOf,
  parseAlias,
  parseEimzoDate,
  signerIsBusiness,
} from '../../../src/shared/eimzo.ts';

/** The real sample of EIMZO.md §3 (DX and the qo0p/e-imzo-doc README). */
const LEGAL =
  'cn=fio,name=имя,surname=фамилия,l=район,st=город,c=uz,o=название компании,uid=324543543,' +
  '1.2.860.3.16.1.2=32610793225581,t=direktor,1.2.860.3.16.1.1=242141224,' +
  'businesscategory=masʼuliyati cheklangan jamiyat,serialnumber=71c4eb12,' +
  'validfrom=2022.04.25 17:42:58,validto=2024.04.25 23:59:59';

/** A personal test key: only cn, the PINFL, serialnumber and the dates. */
const PERSONAL = 'cn=test user,1.2.860.3.16.1.2=11111111111111,serialnumber=218711a92,validfrom=2022.09.24 17:29:21,validto=2022.10.24 17:29:21';

describe('parseAlias', () => {
  it('reads the legal-entity sample: the TIN from 1.2.860.3.16.1.1, T as the job title', () => {
    expect(parseAlias(LEGAL)).toEqual({
      serialNumber: '71C4EB12',
      name: 'FIO',
      organization: 'НАЗВАНИЕ КОМПАНИИ',
      title: 'DIREKTOR',
      tin: '242141224',
      pinfl: '32610793225581',
      legalEntity: true,
      validFrom: new Date(2022, 3, 25, 17, 42, 58),
      validTo: new Date(2024, 3, 25, 23, 59, 59),
    });
  });

  it('falls back to UID as the TIN of an individual', () => {
    const individual = LEGAL.replace(',1.2.860.3.16.1.1=242141224', '').replace('o=название компании,', '');
    expect(parseAlias(individual)).toMatchObject({ tin: '324543543', pinfl: '32610793225581', legalEntity: false, organization: null });
  });

  it('reads a personal key with only a PINFL', () => {
    expect(parseAlias(PERSONAL)).toMatchObject({ name: 'TEST USER', tin: null, pinfl: '11111111111111', legalEntity: false, title: null });
  });

  it('skips a certificate with neither TIN nor PINFL, or without readable dates', () => {
    expect(parseAlias('cn=nobody,serialnumber=1,validfrom=2022.04.25 17:42:58,validto=2024.04.25 23:59:59')).toBeNull();
    expect(parseAlias(PERSONAL.replace('validto=2022.10.24 17:29:21', 'validto=24.10.2022'))).toBeNull();
  });

  it('keeps commas inside a value unless a KEY= follows them, and takes the first occurrence of a key', () => {
    const fields = aliasFields('cn=a,o=alpha, beta,gamma llc,t=direktor,o=second');
    expect(fields.get('O')).toBe('ALPHA, BETA,GAMMA LLC');
    expect(fields.get('T')).toBe('DIREKTOR');
  });

  it('never reads the TIN from T', () => {
    expect(parseAlias('cn=a,t=305123456,1.2.860.3.16.1.2=11111111111111,validfrom=2022.01.01 00:00:00,validto=2030.01.01 00:00:00')?.tin).toBeNull();
  });
});

describe('dates', () => {
  it('reads and writes YYYY.MM.DD HH:mm:ss as local time', () => {
    const date = new Date(2024, 3, 25, 23, 59, 59);
    expect(parseEimzoDate('2024.04.25 23:59:59')).toEqual(date);
    expect(formatEimzoDate(date)).toBe('2024.04.25 23:59:59');
    expect(parseEimzoDate('2024-04-25 23:59:59')).toBeNull();
  });

  it('calls a key expired only after its validTo', () => {
    const validTo = new Date(2024, 3, 25, 23, 59, 59);
    expect(isKeyExpired({ validTo }, validTo)).toBe(false);
    expect(isKeyExpired({ validTo }, new Date(validTo.getTime() + 1000))).toBe(true);
  });
});

describe('keys and the business', () => {
  const legal = parseAlias(LEGAL)!;
  const during = new Date(2023, 0, 1);

  it('disables an expired key and a key of another business (spec 03 §5)', () => {
    expect(keyProblem(legal, { taxNumber: '242141224', pin: null }, during)).toBeNull();
    expect(keyProblem(legal, { taxNumber: '242141224', pin: null }, new Date(2024, 5, 1))).toBe('key_expired');
    expect(keyProblem(legal, { taxNumber: '305123456', pin: null }, during)).toBe('key_not_of_business');
  });

  it("matches an individual by the personal TIN or by the PINFL the business has", () => {
    expect(signerIsBusiness({ tin: '512345678', pinfl: null }, { taxNumber: '512345678', pin: null })).toBe(true);
    expect(signerIsBusiness({ tin: null, pinfl: '31505901234567' }, { taxNumber: '512345678', pin: '31505901234567' })).toBe(true);
    expect(signerIsBusiness({ tin: null, pinfl: '42001901234567' }, { taxNumber: '42001901234567', pin: null })).toBe(true);
    expect(signerIsBusiness({ tin: null, pinfl: '31505901234567' }, { taxNumber: '512345678', pin: null })).toBe(false);
  });

  it('lists only the keys the official client offers, in order', () => {
    const file = (alias: string, name: string) => ({ disk: 'C:\\', path: '', name, alias });
    const keys = keysOf([file(LEGAL, 'DS242141224'), file('cn=x,serialnumber=1', 'broken'), file(PERSONAL, 'DS1')]);
    expect(keys.map((key) => key.file.name)).toEqual(['DS242141224', 'DS1']);
  });

  it('keeps the display rule of a legal entity (tax number starting with 2 or 3)', () => {
    expect(['242141224', '302936161', '575975561', '30293616'].map(isLegalEntityTaxNumber)).toEqual([true, true, false, false]);
  });

  it('addresses E-IMZO on ws for http pages and wss for https pages', () => {
    expect(eimzoUrl(false)).toBe('ws://127.0.0.1:64646/service/cryptapi');
    expect(eimzoUrl(true)).toBe('wss://127.0.0.1:64443/service/cryptapi');
  });
});
