// The words of an export in the reader's language (issue 21 item 3): column headers, sheet titles and the values a
// list shows as words (statuses, deposit methods). The client's catalogs are not the server's, so the few words a
// spreadsheet needs live here, one line per word with its four languages (ru is the source, as in the client).
import type { ApplicationStatus } from '#shared/api/applications.ts';
import type { IncomeType } from '#shared/api/deposit.ts';
import type { InvoiceStatus } from '#shared/api/invoices.ts';
import type { ShiftStatus } from '#shared/api/shifts.ts';
import type { Locale } from '#shared/enums.ts';

type Word = Record<Locale, string>;
const w = (ru: string, uz: string, oz: string, en: string): Word => ({ ru, uz, oz, en });

export const HEADERS = {
  number: w('Номер', 'Raqam', 'Рақам', 'Number'),
  paymentDate: w('Время платежа', "To'lov vaqti", 'Тўлов вақти', 'Payment time'),
  status: w('Статус', 'Holat', 'Ҳолат', 'Status'),
  service: w('Услуга', 'Xizmat', 'Хизмат', 'Service'),
  account: w('Лицевой счёт', 'Hisob raqami', 'Ҳисоб рақами', 'Account'),
  salePoint: w('Точка продаж', 'Savdo nuqtasi', 'Савдо нуқтаси', 'Sale point'),
  cashier: w('Кассир', 'Kassir', 'Кассир', 'Cashier'),
  amount: w('Сумма, сум', "Summa, so'm", 'Сумма, сўм', 'Amount, UZS'),
  commission: w('Комиссия, сум', "Komissiya, so'm", 'Комиссия, сўм', 'Commission, UZS'),
  total: w('Итого, сум', "Jami, so'm", 'Жами, сўм', 'Total, UZS'),
  reward: w('Вознаграждение, сум', "Mukofot, so'm", 'Мукофот, сўм', 'Reward, UZS'),
  createdDate: w('Создан', 'Yaratilgan', 'Яратилган', 'Created'),
  applicationNumber: w('Номер заявки', 'Ariza raqami', 'Ариза рақами', 'Request number'),
  date: w('Дата', 'Sana', 'Сана', 'Date'),
  invoiceNumber: w('Номер платежа', "To'lov raqami", 'Тўлов рақами', 'Payment number'),
  comment: w('Комментарий', 'Izoh', 'Изоҳ', 'Comment'),
  rejectionReason: w('Причина отказа', 'Rad etish sababi', 'Рад этиш сабаби', 'Reason for refusal'),
  incomeType: w('Способ', 'Usul', 'Усул', 'Method'),
  source: w('Источник', 'Manba', 'Манба', 'Source'),
  balanceAfter: w('Баланс после, сум', "Keyingi balans, so'm", 'Кейинги баланс, сўм', 'Balance after, UZS'),
  forDate: w('За дату', 'Sana uchun', 'Сана учун', 'For the date'),
  percent: w('Процент', 'Foiz', 'Фоиз', 'Percent'),
  paymentAmount: w('Сумма платежа, сум', "To'lov summasi, so'm", 'Тўлов суммаси, сўм', 'Payment amount, UZS'),
  day: w('День', 'Kun', 'Кун', 'Day'),
  transactions: w('Платежей', "To'lovlar soni", 'Тўловлар сони', 'Payments'),
  openedDate: w('Открыта', 'Ochilgan', 'Очилган', 'Opened'),
  closedDate: w('Закрыта', 'Yopilgan', 'Ёпилган', 'Closed'),
  openingCash: w('Наличные на начало, сум', "Boshlang'ich naqd, so'm", 'Бошланғич нақд, сўм', 'Opening cash, UZS'),
  expectedCash: w('Ожидалось, сум', "Kutilgan, so'm", 'Кутилган, сўм', 'Expected cash, UZS'),
  countedCash: w('Пересчитано, сум', "Sanalgan, so'm", 'Саналган, сўм', 'Counted cash, UZS'),
  difference: w('Расхождение, сум', "Farq, so'm", 'Фарқ, сўм', 'Difference, UZS'),
} as const satisfies Record<string, Word>;
export type HeaderKey = keyof typeof HEADERS;

/** Sheet titles, and the file name's stem (ASCII, the same in every language). */
export const TITLES = {
  transactions: w('Платежи', "To'lovlar", 'Тўловлар', 'Payments'),
  cancellations: w('Заявки на отмену', 'Bekor qilish arizalari', 'Бекор қилиш аризалари', 'Cancellation requests'),
  deposit: w('История депозита', 'Depozit tarixi', 'Депозит тарихи', 'Deposit history'),
  rewards: w('Вознаграждения', 'Mukofotlar', 'Мукофотлар', 'Rewards'),
  statistics: w('Статистика', 'Statistika', 'Статистика', 'Statistics'),
  shifts: w('Смены', 'Smenalar', 'Сменалар', 'Shifts'),
} as const satisfies Record<string, Word>;
export type ExportTitle = keyof typeof TITLES;

export const INVOICE_STATUS_WORDS: Record<InvoiceStatus, Word> = {
  OPEN: w('Открыт', 'Ochiq', 'Очиқ', 'Open'),
  PAID: w('Оплачен', "To'langan", 'Тўланган', 'Paid'),
  PENDING: w('В обработке', 'Jarayonda', 'Жараёнда', 'Pending'),
  ERROR: w('Ошибка', 'Xato', 'Хато', 'Error'),
  CANCELED: w('Отменён', 'Bekor qilingan', 'Бекор қилинган', 'Cancelled'),
  EXPIRED: w('Истёк', "Muddati o'tgan", 'Муддати ўтган', 'Expired'),
};

export const APPLICATION_STATUS_WORDS: Record<ApplicationStatus, Word> = {
  WAITING: w('На рассмотрении', "Ko'rib chiqilmoqda", 'Кўриб чиқилмоқда', 'Under review'),
  SUCCESS: w('Одобрена', 'Tasdiqlangan', 'Тасдиқланган', 'Approved'),
  REJECT: w('Отклонена', 'Rad etilgan', 'Рад этилган', 'Refused'),
};

export const SHIFT_STATUS_WORDS: Record<ShiftStatus, Word> = {
  OPEN: w('Открыта', 'Ochiq', 'Очиқ', 'Open'),
  CLOSED: w('Закрыта', 'Yopilgan', 'Ёпилган', 'Closed'),
};

/** As the deposit history shows them (the client's INCOME_TYPE_LABELS and their translations). */
export const INCOME_TYPE_WORDS: Record<IncomeType, Word> = {
  TRANSFER: w('Банковский перевод', "Bank o'tkazmasi", 'Банк ўтказмаси', 'Bank transfer'),
  BANK_CARD: w('Банковская карта', 'Bank kartasi', 'Банк картаси', 'Bank card'),
  REWARD: w('Вознаграждение', 'Mukofot', 'Мукофот', 'Reward'),
  REWARD_HUMANS: w('Вознаграждение партнёра', 'Hamkor mukofoti', 'Ҳамкор мукофоти', "Partner's reward"),
  REWARD_HUMANS_DAILY: w('Ежедневное вознаграждение партнёра', 'Hamkorning kunlik mukofoti', 'Ҳамкорнинг кунлик мукофоти', "Partner's daily reward"),
  LOAN: w('Заём', 'Qarz', 'Қарз', 'Loan'),
  OVERDRAFT: w('Овердрафт', 'Overdraft', 'Овердрафт', 'Overdraft'),
  EXTRA: w('Дополнительное зачисление', "Qo'shimcha tushum", 'Қўшимча тушум', 'Extra credit'),
  EXTRA_MTT: w('Дополнительное зачисление МТТ', "Qo'shimcha tushum MTT", 'Қўшимча тушум МТТ', 'Extra credit MTT'),
  EXTRA_MONOBRAND: w('Дополнительное зачисление (монобренд)', "Qo'shimcha tushum (monobrend)", 'Қўшимча тушум (монобренд)', 'Extra credit (monobrand)'),
  EXTRA_MONTH2: w('Дополнительное зачисление за месяц', "Oylik qo'shimcha tushum", 'Ойлик қўшимча тушум', 'Monthly extra credit'),
  EXTRA_NDS: w('Возврат НДС', 'QQS qaytarilishi', 'ҚҚС қайтарилиши', 'VAT refund'),
};
