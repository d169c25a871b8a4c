// Demo news (seed `demo`, once, on an empty news table): six items in three languages, a day or so apart, two with
// an image from the catalogue's public folder (the service worker keeps /catalogue images for offline use), one
// long enough to be cut at 160 characters, and one INACTIVE item nobody but staff sees.
import type { Names } from '#shared/api/catalogue.ts';
import type { Status } from '#shared/enums.ts';
import type { Db } from '../db/database.ts';

type DemoNews = { title: Names; content: Names; image?: string; status?: Status; hoursAgo: number };

/** Fixed UUIDv7-shaped ids (kind 6: news), stable across demo databases like the catalogue's. */
const newsId = (serial: number) => `01900000-0000-7000-8006-${serial.toString(16).padStart(12, '0')}`;

export const DEMO_NEWS: DemoNews[] = [
  {
    hoursAgo: 2,
    image: '/catalogue/news-offline.svg',
    title: {
      ru: 'Платежи без интернета',
      uz: "Internetsiz to'lovlar",
      en: 'Payments without the internet',
    },
    content: {
      ru:
        'Теперь кассир может принимать простые и мобильные платежи, даже когда связь пропала. Платёж сохраняется на устройстве ' +
        'и уходит на сервер, как только сеть вернётся; повторного списания не будет. Лимиты офлайн-платежей задаются в настройках, ' +
        'а баннер показывает, сколько платежей ещё не отправлено.',
      uz:
        "Endi kassir aloqa uzilganda ham oddiy va mobil to'lovlarni qabul qila oladi. To'lov qurilmada saqlanadi va tarmoq " +
        "qaytishi bilan serverga yuboriladi; ikki marta yechilmaydi. Oflayn to'lovlar limitlari sozlamalarda belgilanadi, " +
        "banner esa hali yuborilmagan to'lovlar sonini ko'rsatadi.",
      en:
        'Cashiers can now take simple and mobile payments even when the connection drops. The payment is kept on the device ' +
        'and sent to the server as soon as the network is back; nothing is charged twice. Offline limits are set in the settings, ' +
        'and a banner shows how many payments are still unsent.',
    },
  },
  {
    hoursAgo: 26,
    title: { ru: 'Новый оператор: Perfectum Mobile', uz: 'Yangi operator: Perfectum Mobile', en: 'New operator: Perfectum Mobile' },
    content: {
      ru: 'В каталоге появился Perfectum Mobile. Вознаграждение агента — 1,5 % от суммы платежа.',
      uz: "Katalogga Perfectum Mobile qo'shildi. Agent mukofoti to'lov summasining 1,5 foizini tashkil etadi.",
      en: 'Perfectum Mobile is now in the catalogue. The agent reward is 1.5 % of the payment.',
    },
  },
  {
    hoursAgo: 50,
    image: '/catalogue/news-holiday.svg',
    title: { ru: 'График работы в праздники', uz: 'Bayram kunlaridagi ish tartibi', en: 'Holiday working hours' },
    content: {
      ru: 'В праздничные дни платежи принимаются как обычно. Пополнение депозита банковским переводом зачисляется в первый рабочий день.',
      uz: "Bayram kunlarida to'lovlar odatdagidek qabul qilinadi. Bank o'tkazmasi orqali depozit to'ldirish birinchi ish kunida hisobga olinadi.",
      en: 'Payments are taken as usual on public holidays. Bank-transfer deposit top-ups are credited on the first working day.',
    },
  },
  {
    hoursAgo: 74,
    title: { ru: 'Отмена платежа за 12 часов', uz: "To'lovni 12 soat ichida bekor qilish", en: 'Cancellations within 12 hours' },
    content: {
      ru: 'Заявки на отмену платежа теперь рассматриваются не дольше 12 часов. Статус заявки виден во вкладке «Отмены».',
      uz: "To'lovni bekor qilish arizalari endi 12 soatdan ko'p bo'lmagan muddatda ko'rib chiqiladi. Ariza holati «Bekor qilishlar» bo'limida ko'rinadi.",
      en: 'Payment cancellation requests are now reviewed within 12 hours. The request status is shown on the Cancellations tab.',
    },
  },
  {
    hoursAgo: 98,
    title: { ru: 'Кэшбэк 1 % для клиентов', uz: 'Mijozlar uchun 1 % keshbek', en: '1 % cashback for customers' },
    content: {
      ru: 'Клиенты получают кэшбэк 1 % от суммы покупки. Напоминайте об этом при выдаче чека.',
      uz: "Mijozlar xarid summasining 1 foizi miqdorida keshbek oladi. Chek berishda bu haqda eslatib qo'ying.",
      en: 'Customers get 1 % cashback on the purchase. Mention it when you hand over the receipt.',
    },
  },
  {
    hoursAgo: 122,
    title: { ru: 'Добро пожаловать в портал агента', uz: 'Agent portaliga xush kelibsiz', en: 'Welcome to the Agent Portal' },
    content: {
      ru: 'Здесь вы принимаете платежи, следите за депозитом и вознаграждением, управляете точками продаж и сотрудниками.',
      uz: "Bu yerda siz to'lovlarni qabul qilasiz, depozit va mukofotni kuzatasiz, savdo nuqtalari va xodimlarni boshqarasiz.",
      en: 'Here you take payments, follow your deposit and reward, and manage your sale points and employees.',
    },
  },
  {
    hoursAgo: 1,
    status: 'INACTIVE',
    title: { ru: 'Черновик: новые тарифы', uz: 'Qoralama: yangi tariflar', en: 'Draft: new rates' },
    content: { ru: 'Ещё не опубликовано.', uz: "Hali e'lon qilinmagan.", en: 'Not published yet.' },
  },
];

export async function seedNews(db: Db): Promise<boolean> {
  if (await db.selectFrom('news').select('id').limit(1).executeTakeFirst()) return false;
  const now = Date.now();
  await db
    .insertInto('news')
    .values(
      DEMO_NEWS.map((item, index) => {
        const at = new Date(now - item.hoursAgo * 3_600_000).toISOString();
        return {
          id: newsId(index + 1),
          title_uz: item.title.uz,
          title_ru: item.title.ru,
          title_en: item.title.en,
          content_uz: item.content.uz,
          content_ru: item.content.ru,
          content_en: item.content.en,
          image_file_id: null,
          image_url: item.image ?? null,
          status: item.status ?? 'ACTIVE',
          created_at: at,
          modified_at: at,
        };
      }),
    )
    .execute();
  return true;
}
