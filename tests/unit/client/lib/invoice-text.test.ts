// src/client/lib/invoice-text.ts: one way every screen writes a payment's account and the payer's choices
// (spec 02 §5 display formats).
import { describe, expect, it } from 'vitest';
import { accountText, choiceText } from '#client/lib/invoice-text.ts';

describe('accountText', () => {
  it('shows a phone as +998 ## ### ## ##', () => {
    expect(accountText({ value: '901234500', prefix: null, mask: '## ### ## ##' })).toBe('+998 90 123 45 00');
  });

  it('writes a masked field as its prefix, then the value in its mask, whether stored masked or not', () => {
    expect(accountText({ value: '12345678', prefix: '26262', mask: '### ### ##' })).toBe('26262 123 456 78');
    expect(accountText({ value: '12345678', prefix: null, mask: '### ### ##' })).toBe('123 456 78');
    expect(accountText({ value: '12-34567', prefix: '10', mask: '##-#####' })).toBe('10 12-34567');
  });

  it('keeps the prefix apart and the typed digits as typed (issue 25: 1234567 after 10 read as 10123 4567)', () => {
    expect(accountText({ value: '1234567', prefix: '10', mask: null })).toBe('10 1234567');
    expect(accountText({ value: '123456789', prefix: null, mask: null })).toBe('123456789');
    expect(accountText({ value: '12345', prefix: null, mask: null })).toBe('12345');
  });

  it('groups a long number (a bank account) in fives, after its prefix', () => {
    expect(accountText({ value: '20001234567', prefix: null, mask: null })).toBe('20001 23456 7');
    expect(accountText({ value: '20208000900123456789', prefix: '01', mask: null })).toBe('01 20208 00090 01234 56789');
  });

  it('keeps letters and card numbers the server masked as stored', () => {
    expect(accountText({ value: 'TH-100991', prefix: null, mask: null })).toBe('TH-100991');
    expect(accountText({ value: '860012******5678', prefix: null, mask: null })).toBe('860012******5678');
  });

  it('masks a card number stored in full (a Visa top-up), with or without its field mask (issue 24)', () => {
    expect(accountText({ value: '4000123412341234', prefix: null, mask: '#### #### #### ####' })).toBe('400012******1234');
    expect(accountText({ value: '4000 1234 1234 1234', prefix: null, mask: null })).toBe('400012******1234');
  });
});

describe('choiceText', () => {
  const region = { value: 'город Ташкент', valueTitle: { uz: 'Toshkent shahri', ru: 'город Ташкент', en: 'Tashkent city' } };

  it('reads the chosen option in the reader\'s language, Uzbek for Uzbek Cyrillic', () => {
    expect(choiceText(region, 'uz')).toBe('Toshkent shahri');
    expect(choiceText(region, 'oz')).toBe('Toshkent shahri');
    expect(choiceText(region, 'en')).toBe('Tashkent city');
    expect(choiceText(region, 'ru')).toBe('город Ташкент');
  });

  it('falls back to the stored Russian value of an invoice from before the titles were kept', () => {
    expect(choiceText({ value: 'Интернет' }, 'uz')).toBe('Интернет');
  });
});
