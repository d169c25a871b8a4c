// Issue 21 item 4: the statement file reader, pure: sums as banks write them, CSV rows with their line numbers, and the
// encodings a 1C export comes in.
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { csvRows, decodeStatement, parseSum, parseStatementFile, StatementFileError } from '../../../../../src/server/modules/deposit/statement-file.ts';

describe('parseSum', () => {
  it.each([
    ['1500000.00', 150_000_000],
    ['1 500 000,5', 150_000_050],
    ['0.01', 1],
    ['12', 1200],
  ])('%s is %i tiyin', (text, tiyin) => expect(parseSum(text)).toBe(tiyin));

  it.each(['0', '0.00', '-5', '1e5', '1.234', '', 'сто', '12345678901234'])('refuses %j', (text) => expect(parseSum(text)).toBeNull());
});

describe('csvRows', () => {
  it('reads quotes, doubled quotes, delimiters and line breaks inside quotes, and says where each row starts', () => {
    const rows = csvRows('a;b\r\n"x;1";"say ""hi"""\n"two\nlines";3\n\nlast;4', ';');
    expect(rows).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x;1', 'say "hi"'] },
      { line: 3, cells: ['two\nlines', '3'] },
      { line: 6, cells: ['last', '4'] },
    ]);
  });

  it('refuses an unclosed quote at the row it opens', () => {
    expect(() => csvRows('a,b\n"open,1\nmore', ',')).toThrow(new StatementFileError(2, 'syntax'));
  });
});

describe('decodeStatement', () => {
  const text = '1CClientBankExchange\r\nКодировка=Windows\r\nНазначениеПлатежа=Пополнение';
  it('takes valid UTF-8 as UTF-8, else windows-1251, or cp866 when the header says DOS', () => {
    expect(decodeStatement(Buffer.from(text))).toEqual({ text, encoding: 'UTF-8' });
    expect(decodeStatement(iconv.encode(text, 'win1251'))).toEqual({ text, encoding: 'WINDOWS-1251' });
    const dos = text.replace('Windows', 'DOS');
    expect(decodeStatement(iconv.encode(dos, 'cp866'))).toEqual({ text: dos, encoding: 'CP866' });
  });
});

describe('parseStatementFile', () => {
  it('counts documents of the account going out, and without a header account takes what the bank marked received', () => {
    const doc = (number: string, received: string) =>
      ['СекцияДокумент=Платежное поручение', `Номер=${number}`, 'Сумма=10', `ДатаПоступило=${received}`, 'НазначениеПлатежа=Договор 1001', 'КонецДокумента'];
    const file = ['1CClientBankExchange', ...doc('1', '28.11.2026'), ...doc('2', ''), 'КонецФайла'].join('\n');
    const parsed = parseStatementFile(Buffer.from(file), '1C', null);
    expect(parsed.outgoing).toBe(1);
    expect(parsed.lines).toEqual([{ fileLine: 2, reference: '1', amount: 1000, purpose: 'Договор 1001' }]);
  });

  it('refuses an empty file and a file with NUL bytes', () => {
    expect(() => parseStatementFile(Buffer.alloc(0), '1C', null)).toThrow(StatementFileError);
    expect(() => parseStatementFile(Buffer.from('1CClientBankExchange\n\0'), '1C', null)).toThrow(StatementFileError);
  });
});
