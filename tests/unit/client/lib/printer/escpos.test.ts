import { describe, expect, it, vi } from 'vitest';
import { encodeLines, type PrintFormat, type RenderLines } from '#client/lib/printer/escpos.ts';
import { layoutLine } from '#client/lib/printer/text-layout.ts';
import { receiptPrintLines, type ReceiptContent } from '#client/lib/receipt/receipt-lines.ts';

const OFD_URL = 'https://ofd.soliq.uz/check?t=UZ191211501002&r=1234&c=20261128&s=461722364731';

/** A known receipt, as useReceiptContent describes a paid invoice. */
const content: ReceiptContent = {
  variant: 'successful',
  brand: 'ООО "Касса Плюс"',
  head: ['ИНН 123456789', 'Точка продаж: Чиланзар-1', 'Получатель: АО «Узмобайл»'],
  status: 'Платёж успешно проведён',
  rows: [
    { label: 'Услуга', value: 'Uzmobile' },
    { label: 'Номер телефона', value: '+998 90 123 45 67' },
    { label: 'Сумма', value: '10\u00a0000 сум' },
    { label: 'Комиссия', value: '500 сум' },
    { label: 'Итого', value: '10\u00a0500 сум', total: true },
  ],
  details: [
    { label: 'Дата и время', value: '28.11.2026, 14:05' },
    { label: 'Номер транзакции', value: '1000042' },
    { label: 'Фискальный признак', value: '461722364731' },
  ],
  cashback: 'Кешбэк 1 % от суммы покупки: 100 сум',
  qr: { value: OFD_URL, caption: 'Отсканируйте, чтобы проверить чек' },
  footer: null,
};
const lines = receiptPrintLines(content);

const ESC_INIT = [0x1b, 0x40];
const CUT = [0x1d, 0x56, 0x00];
const bytesOf = (text: string) => [...new TextEncoder().encode(text)];
/** The QR command's "store the data" part: GS ( k pL pH 49 80 48, then the text. */
const QR_STORE = (value: string) => [0x1d, 0x28, 0x6b, (value.length + 3) & 0xff, (value.length + 3) >> 8, 0x31, 0x50, 0x30, ...bytesOf(value)];

function indexOf(haystack: Uint8Array, needle: number[]): number {
  outer: for (let start = 0; start <= haystack.length - needle.length; start++) {
    for (let i = 0; i < needle.length; i++) if (haystack[start + i] !== needle[i]) continue outer;
    return start;
  }
  return -1;
}

const noImage: RenderLines = () => {
  throw new Error('text mode draws no image');
};
const text = (paper: 58 | 80, codepage: PrintFormat['codepage'], cutter = true): PrintFormat => ({ paper, mode: 'text', codepage, cutter });

describe('encodeLines in text mode', () => {
  it('prints the receipt on 58 mm paper in cp866, 32 columns, with the printed QR and a cut', () => {
    const bytes = encodeLines(lines, text(58, 'cp866'), noImage);
    expect([...bytes.slice(0, 2)]).toEqual(ESC_INIT);
    expect(indexOf(bytes, [0x1b, 0x74, 17])).toBeGreaterThan(0);
    const printed = new TextDecoder('ibm866').decode(bytes);
    for (const expected of [
      'ООО "Касса Плюс"',
      'ИНН 123456789',
      'Точка продаж: Чиланзар-1',
      'Получатель: АО "Узмобайл"',
      `Итого${' '.repeat(17)}10 500 сум`,
      `Сумма${' '.repeat(17)}10 000 сум`,
      `Комиссия${' '.repeat(17)}500 сум`,
      `Номер телефона${' '.repeat(1)}+998 90 123 45 67`,
      `Фискальный признак${' '.repeat(2)}461722364731`,
      '-'.repeat(32),
      'Кешбэк 1 % от суммы покупки: 100',
      'Отсканируйте, чтобы проверить',
    ]) {
      expect(printed).toContain(expected);
    }
    expect(printed).not.toContain('-'.repeat(33));
    expect(indexOf(bytes, QR_STORE(OFD_URL))).toBeGreaterThan(indexOf(bytes, bytesOf('1000042')));
    expect([...bytes.slice(-5, -2)]).toEqual(CUT);
  });

  it('prints the receipt on 80 mm paper in windows-1251, 48 columns', () => {
    const bytes = encodeLines(lines, text(80, 'windows1251'), noImage);
    expect(indexOf(bytes, [0x1b, 0x74, 46])).toBeGreaterThan(0);
    const printed = new TextDecoder('windows-1251').decode(bytes);
    expect(printed).toContain(`Итого${' '.repeat(33)}10 500 сум`);
    expect(printed).toContain(`Отсканируйте, чтобы проверить чек`);
    expect(printed).toContain('-'.repeat(48));
    expect(indexOf(bytes, QR_STORE(OFD_URL))).toBeGreaterThan(0);
  });

  it('feeds the paper to the tear bar instead of cutting when there is no cutter', () => {
    const bytes = encodeLines(lines, text(58, 'cp866', false), noImage);
    expect(indexOf(bytes, CUT)).toBe(-1);
  });

  it('prints the Uzbek Cyrillic letters the code page lacks as "?" (what image mode is for)', () => {
    const bytes = encodeLines([{ kind: 'text', text: 'Тўлов қабул қилинди' }], text(58, 'cp866'), noImage);
    expect(new TextDecoder('ibm866').decode(bytes)).toContain('Тўлов ?абул ?илинди');
  });
});

describe('encodeLines in image mode', () => {
  /** All black, opaque. */
  const drawn = (width: number) => ({ data: new Uint8ClampedArray(width * 20 * 4).map((_, i) => (i % 4 === 3 ? 255 : 0)), width, height: 20 });

  for (const [paper, dots] of [
    [58, 384],
    [80, 576],
  ] as const) {
    it(`draws the text ${dots} dots wide on ${paper} mm paper as raster images around the printed QR`, () => {
      const render = vi.fn<RenderLines>((_, width) => drawn(width));
      const bytes = encodeLines(lines, { paper, mode: 'image', codepage: 'cp866', cutter: true }, render);
      // Before the QR: the receipt's text; after it: its caption.
      expect(render).toHaveBeenCalledTimes(2);
      expect(render.mock.calls[0]?.[0]).toEqual(lines.slice(0, -1));
      expect(render.mock.calls[1]?.[0]).toEqual([{ kind: 'text', text: content.qr?.caption }]);
      expect(render.mock.calls.every(([, width]) => width === dots)).toBe(true);
      // GS v 0, mode 0, width in bytes, height in dots (20 padded to 24).
      const raster = [0x1d, 0x76, 0x30, 0x00, dots / 8, 0x00, 24, 0x00];
      const first = indexOf(bytes, raster);
      const qr = indexOf(bytes, QR_STORE(OFD_URL));
      expect(first).toBeGreaterThan(0);
      expect(qr).toBeGreaterThan(first);
      expect(indexOf(bytes.slice(qr), raster)).toBeGreaterThan(0);
      // All black: every dot of the image is printed.
      expect(bytes[first + raster.length]).toBe(0xff);
      expect(new TextDecoder('ibm866').decode(bytes)).not.toContain('Итого');
      expect([...bytes.slice(-5, -2)]).toEqual(CUT);
    });
  }
});

describe('layoutLine', () => {
  it('puts a value that does not fit beside its label on the next line, right aligned', () => {
    expect(layoutLine({ kind: 'row', label: 'Получатель платежа', value: 'АО «Узбектелеком» филиал' }, 32)).toEqual([
      'Получатель платежа',
      '        АО "Узбектелеком" филиал',
    ]);
  });

  it('cuts a word longer than a line', () => {
    expect(layoutLine({ kind: 'text', text: `a ${'x'.repeat(40)}` }, 32)).toEqual(['a', 'x'.repeat(32), 'x'.repeat(8)]);
  });
});
