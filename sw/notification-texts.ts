// A push's text in the user's language (issue 21): the payload carries a message code and its parameters, and the
// service worker, which has no translation catalogs, keeps these few texts in the four languages. Amounts left out
// by the user's setting (hidden on the lock screen) drop the sentence's amount.
import type { PushPayload } from '#shared/api/notifications.ts';
import type { Locale } from '#shared/enums.ts';
import { formatSum } from '#shared/money.ts';

type Texts = Record<PushPayload['kind'] | 'agreement_to_sign' | 'title', string>;

const TEXTS: Record<Locale, Texts> = {
  ru: {
    title: 'Agent Portal',
    deposit_low: 'Депозит ниже заданного порога{balance}',
    payment_refused: 'Платёж{amount}, принятый без связи, отклонён сервером',
    document_to_sign: 'Счёт № {number} ждёт вашей подписи',
    agreement_to_sign: 'Дополнительное соглашение № {number} ждёт вашей подписи',
    document_expiring: 'Завтра истекает срок подписания документа № {number}',
    support_answer: 'Поддержка ответила в обращении № {number}',
    moderation_approved: 'Бизнес прошёл модерацию: подпишите договор',
    moderation_returned: 'Бизнес возвращён на доработку: посмотрите замечание модератора',
    shift_difference: 'Смена в «{salePoint}» закрыта с расхождением{difference}',
  },
  uz: {
    title: 'Agent Portal',
    deposit_low: 'Depozit belgilangan chegaradan past{balance}',
    payment_refused: 'Aloqasiz qabul qilingan toʻlov{amount} server tomonidan rad etildi',
    document_to_sign: '№ {number} hisob imzoingizni kutmoqda',
    agreement_to_sign: '№ {number} qoʻshimcha kelishuv imzoingizni kutmoqda',
    document_expiring: '№ {number} hujjatni imzolash muddati ertaga tugaydi',
    support_answer: 'Qoʻllab-quvvatlash № {number} murojaatga javob berdi',
    moderation_approved: 'Biznes moderatsiyadan oʻtdi: shartnomani imzolang',
    moderation_returned: 'Biznes qayta ishlashga qaytarildi: moderator izohini koʻring',
    shift_difference: '«{salePoint}» dagi smena farq bilan yopildi{difference}',
  },
  oz: {
    title: 'Agent Portal',
    deposit_low: 'Депозит белгиланган чегарадан паст{balance}',
    payment_refused: 'Алоқасиз қабул қилинган тўлов{amount} сервер томонидан рад этилди',
    document_to_sign: '№ {number} ҳисоб имзоингизни кутмоқда',
    agreement_to_sign: '№ {number} қўшимча келишув имзоингизни кутмоқда',
    document_expiring: '№ {number} ҳужжатни имзолаш муддати эртага тугайди',
    support_answer: 'Қўллаб-қувватлаш № {number} мурожаатга жавоб берди',
    moderation_approved: 'Бизнес модерациядан ўтди: шартномани имзоланг',
    moderation_returned: 'Бизнес қайта ишлашга қайтарилди: модератор изоҳини кўринг',
    shift_difference: '«{salePoint}» даги смена фарқ билан ёпилди{difference}',
  },
  en: {
    title: 'Agent Portal',
    deposit_low: 'The deposit is below your threshold{balance}',
    payment_refused: 'A payment{amount} taken offline was refused by the server',
    document_to_sign: 'Account invoice No. {number} is waiting for your signature',
    agreement_to_sign: 'Additional agreement No. {number} is waiting for your signature',
    document_expiring: 'Document No. {number} must be signed by tomorrow',
    support_answer: 'Support answered in request No. {number}',
    moderation_approved: 'Your business passed moderation: sign the contract',
    moderation_returned: 'Your business was sent back: see the moderator’s remark',
    shift_difference: 'A shift at “{salePoint}” was closed with a cash difference{difference}',
  },
};

const SOM: Record<Locale, string> = { ru: 'сум', uz: 'soʻm', oz: 'сўм', en: 'UZS' };
const AMOUNTS = new Set(['balance', 'amount', 'difference']);

/** The notification's title and body in the payload's language (Russian for one the worker does not know). */
export function notificationText(payload: PushPayload): { title: string; body: string } {
  const language: Locale = payload.language in TEXTS ? payload.language : 'ru';
  const texts = TEXTS[language];
  const key = payload.kind === 'document_to_sign' && payload.params.type === 'agreement' ? 'agreement_to_sign' : payload.kind;
  const template = texts[key] ?? texts.title;
  const body = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = payload.params[name];
    if (AMOUNTS.has(name)) return typeof value === 'number' ? `: ${formatSum(value)} ${SOM[language]}` : '';
    return value === undefined ? '' : String(value);
  });
  return { title: texts.title, body };
}
