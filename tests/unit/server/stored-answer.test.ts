// The idempotency records' answers as SQLite stores them (decision 197): packed small, read back exactly, and a text
// answer (PostgreSQL's, or one stored before packing) read as it is.
import { describe, expect, it } from 'vitest';
import { packAnswer, unpackAnswer } from '../../../src/server/http/stored-answer.ts';

/** An invoice answer as the open call stores it (the demo's water bill at a Tashkent sale point). */
const invoiceAnswer = JSON.stringify({
  data: {
    invoiceNumber: '1000038',
    invoice: {
      id: '01a22854-44e9-79b9-bc7d-63ecb68335a2',
      number: '1000038',
      status: { value: 'OPEN', variant: 'info' },
      errorCode: null,
      merchant: {
        id: '01900000-0000-7000-8002-00000000000a',
        key: 'suvsoz',
        name: { uz: 'Suvsoz', ru: 'Сувсоз', en: 'Suvsoz water supply', oz: 'Сувсоз' },
        legalName: '«Suvsoz» AJ',
        image: '/catalogue/suvsoz.png',
        cancel: { status: true, isExpired: false, refundableHours: 24 },
      },
      salePoint: {
        id: '01900000-0000-7000-8000-000000000101',
        name: 'Chilonzor filiali',
        region: { uz: 'Toshkent shahri', ru: 'город Ташкент', en: 'Tashkent city', oz: 'Тошкент шаҳри' },
        district: { uz: 'Chilonzor tumani', ru: 'Чиланзарский район', en: 'Chilanzar District', oz: 'Чилонзор тумани' },
      },
      amount: { value: 1_000_000, readable: '10 000', paid: 1_000_000, total: 1_050_000 },
      ofd: null,
      createdDate: '2026-11-29T17:22:20.050Z',
    },
  },
});

describe('a stored answer', () => {
  it('is packed to under half its text and read back exactly', () => {
    const packed = packAnswer(invoiceAnswer);
    expect(packed.length).toBeLessThan(Buffer.byteLength(invoiceAnswer) / 2);
    expect(unpackAnswer(packed)).toBe(invoiceAnswer);
  });

  it('is read as it is when stored as text, and nothing stays nothing', () => {
    expect(unpackAnswer('{"data":null}')).toBe('{"data":null}');
    expect(unpackAnswer(null)).toBeNull();
  });

  it('refuses a packed format it does not know rather than answer garbage', () => {
    const unknown = Buffer.from(packAnswer(invoiceAnswer));
    unknown[0] = 9;
    expect(() => unpackAnswer(unknown)).toThrow(/unknown format \(9\)/);
  });
});
