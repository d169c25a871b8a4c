// Issue 21: the service worker renders a push's message code in the language the device subscribed in, with its
// amounts in so'm, and drops the amount the user hid from the lock screen.
import { describe, expect, it } from 'vitest';
import { notificationText } from '../../../sw/notification-texts.ts';

describe('notificationText', () => {
  it('renders each language, choosing the agreement or the invoice text by the document type', () => {
    const agreement = { id: 'n1', kind: 'document_to_sign', params: { type: 'agreement', number: 'DS-7' }, url: '/documents/additional-agreements' } as const;
    expect(notificationText({ ...agreement, language: 'ru' }).body).toBe('Дополнительное соглашение № DS-7 ждёт вашей подписи');
    expect(notificationText({ ...agreement, language: 'en' }).body).toBe('Additional agreement No. DS-7 is waiting for your signature');
    expect(notificationText({ ...agreement, language: 'oz' }).body).toBe('№ DS-7 қўшимча келишув имзоингизни кутмоқда');
    const invoice = { ...agreement, params: { type: 'account_invoice', number: '12' }, language: 'uz' } as const;
    expect(notificationText(invoice)).toEqual({ title: 'Agent Portal', body: '№ 12 hisob imzoingizni kutmoqda' });
  });

  it("shows an amount in so'm, and nothing of it when it was left out", () => {
    const low = { id: 'n2', kind: 'deposit_low', url: '/deposit', language: 'ru' } as const;
    expect(notificationText({ ...low, params: { balance: 12_345_600, threshold: 20_000_000 } }).body).toMatch(/^Депозит ниже заданного порога: 123\s456 сум$/);
    expect(notificationText({ ...low, params: {} }).body).toBe('Депозит ниже заданного порога');
  });
});
