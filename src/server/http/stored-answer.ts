// Issue 23, fewer pages written per payment (decision 197): a key's stored answer is most of the bytes a payment writes
// to SQLite (two answers of ~1.7 KB a pair: the invoice as opened and as paid). SQLite keeps them packed: deflated
// against a dictionary of what every invoice answer repeats (its field names, statuses, the receipt's address), about a
// third of their size. PostgreSQL keeps the JSON text (its pages are not what it pays for). A packed answer is a BLOB
// whose first byte names its format, so a later format can be read beside this one; a text answer is read as it is.
import zlib from 'node:zlib';

/** The first byte of an answer deflated against ANSWER_DICTIONARY. */
const DEFLATED_V1 = 1;

/**
 * What an invoice answer repeats, the most common last (deflate reaches the dictionary's end soonest). Changing it
 * changes what DEFLATED_V1 means: a new dictionary takes a new format byte.
 */
const ANSWER_DICTIONARY = Buffer.from(
  '"region":{"uz":"Toshkent shahri","ru":"город Ташкент","en":"Tashkent city","oz":"Тошкент шаҳри"},"district":{"uz":" tumani","ru":" район","en":" District","oz":" тумани"}' +
    '{"data":{"invoiceNumber":"","invoice":{"id":"","number":"","status":{"value":"OPEN","variant":"info"},"errorCode":null,' +
    '"merchant":{"id":"","key":"","name":{"uz":"","ru":"","en":"","oz":""},"legalName":"","image":"/catalogue/.png",' +
    '"cancel":{"status":true,"isExpired":false,"refundableHours":24}},"salePoint":{"id":"","name":"","region":{"uz":"","ru":"","en":"","oz":""},' +
    '"district":{"uz":"","ru":"","en":"","oz":""}},"fields":{"region":null,"subRegion":null,"type":null,"account":[{"title":' +
    '{"uz":"","ru":"","en":"","oz":""},"value":"","primary":true,"prefix":"","mask":null}]},"user":{"id":"","name":"","shortName":"",' +
    '"image":null},"amount":{"value":,"readable":"","paid":,"total":},"reward":{"amount":,"value":,"percent":},"commission":' +
    '{"type":"FIXED","calcType":"OUTSIDE","amount":,"value":},"isApplicationLimitExceeded":false,"isApplicationWaiting":false,' +
    '"ofd":{"receiptId":"","terminalId":"","fiscalSign":"","url":"https://ofd.soliq.uz/check?t=&r=&c=&s="},"requestDate":"T:00.000Z",' +
    '"paymentDate":"T:00.000Z","createdDate":"","modifiedDate":""},"status":"SUCCESSFUL"}}',
);

/** An answer's JSON text as SQLite stores it. */
export function packAnswer(json: string): Buffer {
  return Buffer.concat([Buffer.of(DEFLATED_V1), zlib.deflateRawSync(json, { dictionary: ANSWER_DICTIONARY })]);
}

/** A stored answer's JSON text, whichever way it was stored. */
export function unpackAnswer(stored: string | Uint8Array | null): string | null {
  if (stored === null || typeof stored === 'string') return stored;
  if (stored[0] !== DEFLATED_V1) throw new Error(`stored answer in an unknown format (${stored[0]})`);
  return zlib.inflateRawSync(stored.subarray(1), { dictionary: ANSWER_DICTIONARY }).toString('utf8');
}
