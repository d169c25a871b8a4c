// Issue 21 item 4: staff import a bank statement file (1C client-bank exchange in windows-1251, cp866 or UTF-8, or
// CSV with a column mapping). Every incoming line goes through the bank-line rules: credited once to the business
// its purpose names, skipped as already seen on a repeat import, kept unmatched otherwise; a malformed file is refused
// with its line and reason and credits nothing. Finance staff only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, expectError } from './helper.ts';
import { balance, expectLedgerConsistent, moneyWorld, otherBusiness, STAFF, type World } from './money-helper.ts';
import { staffCli, staffSignIn } from './staff-helper.ts';

let w: World;
beforeAll(async () => {
  w = await moneyWorld();
});
afterAll(() => w.t.close());

const OUR_ACCOUNT = '20208000900123456001';
const base64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64');
const importFile = (body: object, token = STAFF) => call(w.t.app, 'POST', '/api/staff/v1/bank-statement/import', { token, body });

type Doc = { number: string; date?: string; amount: string; purpose: string; payer?: string; payee?: string; received?: boolean };

/** A 1C client-bank exchange file as banks export it, with the statement's account in the header. */
function oneC(docs: Doc[], options: { encoding?: string; header?: string[] } = {}): string {
  const rows = [
    '1CClientBankExchange',
    'ВерсияФормата=1.03',
    `Кодировка=${options.encoding ?? 'Windows'}`,
    'Отправитель=Бухгалтерия',
    'ДатаНачала=27.11.2026',
    'ДатаКонца=28.11.2026',
    `РасчСчет=${OUR_ACCOUNT}`,
    ...(options.header ?? []),
    'СекцияРасчСчет',
    `РасчСчет=${OUR_ACCOUNT}`,
    'НачальныйОстаток=0.00',
    'КонецРасчСчет',
  ];
  for (const doc of docs) {
    rows.push(
      'СекцияДокумент=Платежное поручение',
      `Номер=${doc.number}`,
      `Дата=${doc.date ?? '28.11.2026'}`,
      `Сумма=${doc.amount}`,
      `ПлательщикСчет=${doc.payer ?? '20208000100987654001'}`,
      'Плательщик=ООО "Demo Savdo"',
      `ПолучательСчет=${doc.payee ?? OUR_ACCOUNT}`,
      'Получатель=ООО "Провайдер"',
      `НазначениеПлатежа=${doc.purpose}`,
      'КонецДокумента',
    );
  }
  rows.push('КонецФайла');
  return rows.join('\r\n');
}

const names = (lines: { line: { reference: string } }[]) => lines.map((item) => item.line.reference);

describe('POST /api/staff/v1/bank-statement/import, 1C format', () => {
  it('credits matched transfers once, lists unmatched ones, leaves outgoing ones, in windows-1251', async () => {
    const before = await balance(w.t, w.agent.accessToken);
    const file = oneC([
      { number: '101', amount: '1500000.00', purpose: 'Пополнение депозита по договору № 1001, агент 100001' },
      { number: '102', amount: '250000,50', purpose: 'Оплата без номера договора' },
      { number: '103', amount: '99.00', purpose: 'Комиссия банка', payer: OUR_ACCOUNT, payee: '20208000100000000001' },
    ]);
    const first = await importFile({ format: '1C', file: base64(iconv.encode(file, 'win1251')), name: 'vypiska.txt' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ format: '1C', encoding: 'WINDOWS-1251', outgoing: 1, alreadySeen: [] });
    expect(first.body.data.credited).toHaveLength(1);
    expect(first.body.data.credited[0]).toMatchObject({ fileLine: 12, line: { status: 'CREDITED', amount: 150_000_000, businessId: w.businessId } });
    expect(first.body.data.unmatched).toHaveLength(1);
    expect(first.body.data.unmatched[0]).toMatchObject({ line: { status: 'UNMATCHED', amount: 25_000_050, purpose: 'Оплата без номера договора' } });
    expect(await balance(w.t, w.agent.accessToken)).toBe(before + 150_000_000);

    // The next day's statement overlaps: the same documents credit nothing again.
    const again = await importFile({ format: '1C', file: base64(iconv.encode(file, 'win1251')) });
    expect(again.body.data.credited).toEqual([]);
    expect(again.body.data.unmatched).toEqual([]);
    expect(names(again.body.data.alreadySeen)).toEqual([...names(first.body.data.credited), ...names(first.body.data.unmatched)]);
    expect(await balance(w.t, w.agent.accessToken)).toBe(before + 150_000_000);

    // The unmatched line waits in the bank statement list for staff.
    const unmatched = await call(w.t.app, 'GET', '/api/staff/v1/bank-statement?status=UNMATCHED', { token: STAFF });
    expect(unmatched.body.data.map((line: { reference: string }) => line.reference)).toContain(first.body.data.unmatched[0].line.reference);
    await expectLedgerConsistent(w.t);
  });

  it('reads UTF-8 (with a BOM) and DOS (cp866) files, and a purpose split over НазначениеПлатежа1..', async () => {
    const other = await otherBusiness(w.t);
    await w.t.app.ctx.db.updateTable('business').set({ contract_number: '7007' }).where('id', '=', other.businessId).execute();
    const utf8 = await importFile({ format: '1C', file: base64(`\uFEFF${oneC([{ number: '201', amount: '1000', purpose: 'Shartnoma 7007 boʻyicha' }])}`) });
    expect(utf8.body.data).toMatchObject({ encoding: 'UTF-8', credited: [{ line: { businessId: other.businessId, amount: 100_000 } }] });
    const dos = oneC([{ number: '202', amount: '2000', purpose: '' }], { encoding: 'DOS' }).replace('НазначениеПлатежа=', 'НазначениеПлатежа1=Пополнение по договору\r\nНазначениеПлатежа2=7007');
    const cp866 = await importFile({ format: '1C', file: base64(iconv.encode(dos, 'cp866')) });
    expect(cp866.body.data).toMatchObject({ encoding: 'CP866', credited: [{ line: { businessId: other.businessId, amount: 200_000, purpose: 'Пополнение по договору 7007' } }] });
    expect(await balance(w.t, other.agent.accessToken)).toBe(300_000);
  });

  it('refuses a malformed file with its line and reason, crediting nothing from it', async () => {
    const before = await balance(w.t, w.agent.accessToken);
    const good = { number: '301', amount: '5000', purpose: 'Договор 1001' };
    const cases: [string, number, string][] = [
      ['Это не выписка', 1, 'format'],
      // The second document starts on line 22: Номер on 23, Сумма on 25, НазначениеПлатежа on 30.
      [oneC([good, { number: '302', amount: 'пять тысяч', purpose: 'Договор 1001' }]), 25, 'amount'],
      [oneC([good, { number: '', amount: '10', purpose: 'Договор 1001' }]), 23, 'reference'],
      [oneC([good, { number: '303', amount: '10', purpose: '' }]), 30, 'purpose'],
      [oneC([good, good]).replace(/КонецДокумента\r\nСекцияДокумент/, 'СекцияДокумент'), 21, 'document'],
      [oneC([good]).replace('Плательщик=ООО "Demo Savdo"', 'просто текст'), 17, 'syntax'],
      [oneC([good]).replace('КонецДокумента\r\n', ''), 12, 'document'],
      [oneC([good, { ...good, amount: '5001' }]), 22, 'reference_reused'],
    ];
    for (const [file, line, problem] of cases) {
      const answer = await importFile({ format: '1C', file: base64(file) });
      expect(expectError(answer, 400, 'statement_file_is_malformed'), file.slice(0, 40)).toEqual({ line: String(line), problem });
    }
    expect(await balance(w.t, w.agent.accessToken)).toBe(before);
    const lines = await w.t.app.ctx.db.selectFrom('bank_statement_line').select('reference').where('reference', 'like', '301/%').execute();
    expect(lines).toEqual([]);
  });

  it('refuses a repeat of a seen reference with another amount, crediting nothing', async () => {
    const before = await balance(w.t, w.agent.accessToken);
    const file = oneC([
      { number: '401', amount: '100', purpose: 'Договор 1001' },
      { number: '101', amount: '1500001.00', purpose: 'Пополнение депозита по договору № 1001, агент 100001' },
    ]);
    expect(expectError(await importFile({ format: '1C', file: base64(file) }), 400, 'statement_file_is_malformed')).toEqual({ line: '22', problem: 'reference_reused' });
    expect(await balance(w.t, w.agent.accessToken)).toBe(before);
  });
});

describe('POST /api/staff/v1/bank-statement/import, CSV', () => {
  it('maps columns by header name or by number, credits once, skips debits', async () => {
    const before = await balance(w.t, w.agent.accessToken);
    const csv = [
      'Дата;Документ;Сумма;Назначение',
      '28.11.2026;CSV-1;"1 000,00";"Пополнение; договор 1001"',
      '28.11.2026;CSV-2;-50,00;Комиссия',
      '28.11.2026;CSV-3;300;"Без договора, ""срочно"""',
    ].join('\n');
    const mapping = { delimiter: ';', header: true, reference: 'Документ', amount: 'сумма', purpose: 'Назначение' };
    const first = await importFile({ format: 'CSV', file: base64(csv), csv: mapping });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ format: 'CSV', outgoing: 1, credited: [{ fileLine: 2, line: { reference: 'CSV-1', amount: 100_000, purpose: 'Пополнение; договор 1001' } }] });
    expect(first.body.data.unmatched).toMatchObject([{ fileLine: 4, line: { reference: 'CSV-3', purpose: 'Без договора, "срочно"' } }]);
    const byNumber = await importFile({ format: 'CSV', file: base64(csv.split('\n').slice(1).join('\n')), csv: { delimiter: ';', header: false, reference: '2', amount: '3', purpose: '4' } });
    expect(names(byNumber.body.data.alreadySeen)).toEqual(['CSV-1', 'CSV-3']);
    expect(await balance(w.t, w.agent.accessToken)).toBe(before + 100_000);
    await expectLedgerConsistent(w.t);
  });

  it('refuses a mapping the file does not have, a short row, a bad amount, an unclosed quote', async () => {
    const mapping = { delimiter: ',', header: true, reference: 'ref', amount: 'sum', purpose: 'text' };
    const cases: [string, object, number, string][] = [
      ['ref,sum,text\nC-1,10,Договор 1001', { ...mapping, amount: 'amount' }, 1, 'column'],
      ['ref,sum,text\nC-1,10,Договор 1001\nC-2,10', mapping, 3, 'column'],
      ['ref,sum,text\nC-1,10,Договор 1001\nC-2,1e5,Договор 1001', mapping, 3, 'amount'],
      ['ref,sum,text\nC-1,10,"Договор 1001', mapping, 2, 'syntax'],
      ['\n\n', mapping, 1, 'format'],
    ];
    for (const [file, csv, line, problem] of cases) {
      const answer = await importFile({ format: 'CSV', file: base64(file), csv });
      expect(expectError(answer, 400, 'statement_file_is_malformed')).toEqual({ line: String(line), problem });
    }
    expectError(await importFile({ format: 'CSV', file: base64('a,b,c') }), 400, 'statement_file_is_malformed');
    const lines = await w.t.app.ctx.db.selectFrom('bank_statement_line').select('reference').where('reference', 'in', ['C-1', 'C-2']).execute();
    expect(lines).toEqual([]);
  });
});

describe('bank statement import: bounds and access', () => {
  it('refuses bodies out of bounds', async () => {
    expectError(await importFile({ format: 'PDF', file: base64('x') }), 400, 'validation_error');
    expectError(await importFile({ format: '1C', file: '' }), 400, 'validation_error');
    expectError(await importFile({ format: '1C', file: 'not base64!' }), 400, 'validation_error');
    expectError(await importFile({ format: '1C', file: 'A'.repeat(990_000) }), 400, 'validation_error');
    expectError(await importFile({ format: 'CSV', file: base64('a'), csv: { reference: '', amount: 'b', purpose: 'c' } }), 400, 'validation_error');
  });

  it('is for finance staff: not support, not without a token, not with an agent token', async () => {
    const body = { format: '1C', file: base64(oneC([{ number: '901', amount: '1', purpose: 'Договор 1001' }])) };
    const support = await staffSignIn(w.t, 'support');
    expectError(await importFile(body, support.accessToken), 403, 'forbidden');
    expectError(await call(w.t.app, 'POST', '/api/staff/v1/bank-statement/import', { body }), 401, 'unauthorized');
    expectError(await importFile(body, w.agent.accessToken), 401, 'unauthorized');
    const finance = await staffSignIn(w.t, 'finance');
    expect((await importFile(body, finance.accessToken)).body.data.credited).toHaveLength(1);
    const audit = await w.t.app.ctx.db.selectFrom('staff_audit').selectAll().where('action', '=', 'bank-statement.import').orderBy('at', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after_json!)).toMatchObject({ format: '1C', credited: 1 });
  });
});

describe('npm run staff -- bank-import', () => {
  it('imports a file from the command line, once, and says why a malformed one is refused', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-import-'));
    const t = await createTestApp({ sqliteFile: path.join(dir, 'portal.sqlite') });
    try {
      const file = path.join(dir, 'vypiska.txt');
      fs.writeFileSync(file, iconv.encode(oneC([{ number: 'CLI-1', amount: '700', purpose: 'Договор 1001' }]), 'win1251'));
      const first = await staffCli(t, 'bank-import', file);
      expect(first.code, first.stderr).toBe(0);
      expect(first.stdout).toMatch(/WINDOWS-1251: 1 credited, 0 already seen, 0 unmatched, 0 outgoing left alone/);
      expect((await staffCli(t, 'bank-import', file)).stdout).toMatch(/0 credited, 1 already seen/);
      const csv = path.join(dir, 'vypiska.csv');
      fs.writeFileSync(csv, 'n;sum;text\nCLI-2;1,5;Договор 1001\nCLI-3;x;Договор 1001\n');
      const refused = await staffCli(t, 'bank-import', csv, '--csv', 'n,sum,text', '--delimiter', ';');
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/refused: statement_file_is_malformed line 3, problem amount/);
    } finally {
      await t.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
