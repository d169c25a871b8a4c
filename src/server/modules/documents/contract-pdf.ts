// The agent contract as a PDF in the reader's language (issue 10 item 3), made with pdfkit and the DejaVu Sans font,
// which has the Cyrillic and the Uzbek Latin letters (oʻ, gʻ, ʼ). The Russian HTML stays the signed original; this is
// its reading copy: the same number, date, parties, reward table, requisites and signing times.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { ContractReward } from '#shared/api/documents.ts';
import type { Locale } from '#shared/enums.ts';
import { tashkentDate, type ContractAgent } from './contract-document.ts';

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** A numbered section of the contract: its heading, then its paragraphs. */
type Section = readonly [heading: string, ...paragraphs: string[]];

type Texts = {
  title: (number: string) => string;
  city: string;
  parties: (agent: string, director: string | null) => string;
  subject: Section;
  /** Followed by the reward table. */
  reward: Section;
  noRewards: string;
  columns: [string, string, string];
  signing: Section;
  requisites: string;
  labels: Record<'name' | 'taxNumber' | 'pin' | 'director' | 'region' | 'district' | 'address' | 'account' | 'bankId' | 'bank', string>;
  signatures: string;
  agentSigned: string;
  systemSigned: string;
  notSigned: string;
};

const PRINCIPAL: Record<Locale, string> = {
  ru: 'Оператор платёжной системы Agent Portal',
  uz: 'Agent Portal toʻlov tizimi operatori',
  oz: 'Agent Portal тўлов тизими оператори',
  en: 'Agent Portal payment system operator',
};

const TEXTS: Record<Locale, Texts> = {
  ru: {
    title: (n) => `Агентский договор № ${n}`,
    city: 'г. Ташкент',
    parties: (agent, director) => `${PRINCIPAL.ru} (далее «Принципал») и ${agent} (далее «Агент»)${director ? `, в лице руководителя ${director},` : ''} заключили настоящий договор о нижеследующем.`,
    subject: [
      '1. Предмет договора',
      '1.1. Агент от имени Принципала принимает от физических и юридических лиц платежи за услуги поставщиков, подключённых к платёжной системе Принципала, через свои точки продаж и сотрудников.',
      '1.2. Агент вносит на депозит предоплату, из которой списываются принятые платежи; остаток депозита не может быть отрицательным.',
    ],
    reward: [
      '2. Вознаграждение Агента',
      '2.1. За каждый проведённый платёж Агент получает вознаграждение в процентах от суммы платежа по таблице ниже. Изменения таблицы оформляются дополнительными соглашениями.',
    ],
    noRewards: 'Услуги и вознаграждение по ним устанавливаются дополнительными соглашениями.',
    columns: ['Категория', 'Услуга', 'Вознаграждение'],
    signing: [
      '3. Подписание',
      '3.1. Договор подписывается электронными цифровыми подписями сторон и вступает в силу с момента подписания обеими сторонами.',
    ],
    requisites: '4. Реквизиты Агента',
    labels: { name: 'Наименование', taxNumber: 'ИНН', pin: 'ПИНФЛ', director: 'Руководитель', region: 'Область', district: 'Район', address: 'Адрес', account: 'Расчётный счёт', bankId: 'МФО банка', bank: 'Банк' },
    signatures: 'Подписи сторон',
    agentSigned: 'Агент подписал ЭЦП',
    systemSigned: 'Принципал подписал ЭЦП',
    notSigned: 'не подписано',
  },
  uz: {
    title: (n) => `Agentlik shartnomasi № ${n}`,
    city: 'Toshkent sh.',
    parties: (agent, director) => `${PRINCIPAL.uz} (keyingi oʻrinlarda «Prinsipal») va ${agent} (keyingi oʻrinlarda «Agent»)${director ? `, rahbar ${director} timsolida,` : ''} quyidagilar haqida ushbu shartnomani tuzdilar.`,
    subject: [
      '1. Shartnoma predmeti',
      '1.1. Agent Prinsipal nomidan jismoniy va yuridik shaxslardan Prinsipalning toʻlov tizimiga ulangan yetkazib beruvchilar xizmatlari uchun toʻlovlarni oʻz savdo nuqtalari va xodimlari orqali qabul qiladi.',
      '1.2. Agent depozitga oldindan toʻlov kiritadi, qabul qilingan toʻlovlar undan yechiladi; depozit qoldigʻi manfiy boʻlishi mumkin emas.',
    ],
    reward: [
      '2. Agent mukofoti',
      '2.1. Har bir oʻtkazilgan toʻlov uchun Agent quyidagi jadval boʻyicha toʻlov summasidan foizda mukofot oladi. Jadvaldagi oʻzgarishlar qoʻshimcha kelishuvlar bilan rasmiylashtiriladi.',
    ],
    noRewards: 'Xizmatlar va ular boʻyicha mukofot qoʻshimcha kelishuvlar bilan belgilanadi.',
    columns: ['Turkum', 'Xizmat', 'Mukofot'],
    signing: [
      '3. Imzolash',
      '3.1. Shartnoma tomonlarning elektron raqamli imzolari bilan imzolanadi va ikkala tomon imzolagan paytdan kuchga kiradi.',
    ],
    requisites: '4. Agent rekvizitlari',
    labels: { name: 'Nomi', taxNumber: 'STIR', pin: 'JSHSHIR', director: 'Rahbar', region: 'Viloyat', district: 'Tuman', address: 'Manzil', account: 'Hisob raqami', bankId: 'Bank MFO', bank: 'Bank' },
    signatures: 'Tomonlarning imzolari',
    agentSigned: 'Agent ERI bilan imzolagan',
    systemSigned: 'Prinsipal ERI bilan imzolagan',
    notSigned: 'imzolanmagan',
  },
  oz: {
    title: (n) => `Агентлик шартномаси № ${n}`,
    city: 'Тошкент ш.',
    parties: (agent, director) => `${PRINCIPAL.oz} (кейинги ўринларда «Принсипал») ва ${agent} (кейинги ўринларда «Агент»)${director ? `, раҳбар ${director} тимсолида,` : ''} қуйидагилар ҳақида ушбу шартномани туздилар.`,
    subject: [
      '1. Шартнома предмети',
      '1.1. Агент Принсипал номидан жисмоний ва юридик шахслардан Принсипалнинг тўлов тизимига уланган етказиб берувчилар хизматлари учун тўловларни ўз савдо нуқталари ва ходимлари орқали қабул қилади.',
      '1.2. Агент депозитга олдиндан тўлов киритади, қабул қилинган тўловлар ундан ечилади; депозит қолдиғи манфий бўлиши мумкин эмас.',
    ],
    reward: [
      '2. Агент мукофоти',
      '2.1. Ҳар бир ўтказилган тўлов учун Агент қуйидаги жадвал бўйича тўлов суммасидан фоизда мукофот олади. Жадвалдаги ўзгаришлар қўшимча келишувлар билан расмийлаштирилади.',
    ],
    noRewards: 'Хизматлар ва улар бўйича мукофот қўшимча келишувлар билан белгиланади.',
    columns: ['Туркум', 'Хизмат', 'Мукофот'],
    signing: [
      '3. Имзолаш',
      '3.1. Шартнома томонларнинг электрон рақамли имзолари билан имзоланади ва иккала томон имзолаган пайтдан кучга киради.',
    ],
    requisites: '4. Агент реквизитлари',
    labels: { name: 'Номи', taxNumber: 'СТИР', pin: 'ЖШШИР', director: 'Раҳбар', region: 'Вилоят', district: 'Туман', address: 'Манзил', account: 'Ҳисоб рақами', bankId: 'Банк МФО', bank: 'Банк' },
    signatures: 'Томонларнинг имзолари',
    agentSigned: 'Агент ЭРИ билан имзолаган',
    systemSigned: 'Принсипал ЭРИ билан имзолаган',
    notSigned: 'имзоланмаган',
  },
  en: {
    title: (n) => `Agency agreement No. ${n}`,
    city: 'Tashkent',
    parties: (agent, director) => `${PRINCIPAL.en} (the "Principal") and ${agent} (the "Agent")${director ? `, represented by its director ${director},` : ''} have concluded this agreement as follows.`,
    subject: [
      '1. Subject of the agreement',
      '1.1. On behalf of the Principal, the Agent accepts payments from individuals and legal entities for the services of suppliers connected to the Principal\'s payment system, through its sale points and employees.',
      '1.2. The Agent prepays a deposit from which accepted payments are debited; the deposit balance may not be negative.',
    ],
    reward: [
      '2. The Agent\'s reward',
      '2.1. For each payment made, the Agent receives a reward as a percentage of the payment amount according to the table below. Changes to the table are made by additional agreements.',
    ],
    noRewards: 'Services and their rewards are set by additional agreements.',
    columns: ['Category', 'Service', 'Reward'],
    signing: [
      '3. Signing',
      '3.1. The agreement is signed with the parties\' electronic digital signatures and takes effect when both parties have signed it.',
    ],
    requisites: '4. The Agent\'s details',
    labels: { name: 'Name', taxNumber: 'TIN', pin: 'PINFL', director: 'Director', region: 'Region', district: 'District', address: 'Address', account: 'Bank account', bankId: 'Bank MFO', bank: 'Bank' },
    signatures: 'Signatures of the parties',
    agentSigned: 'Signed by the Agent with an EDS',
    systemSigned: 'Signed by the Principal with an EDS',
    notSigned: 'not signed',
  },
};

const localName = (text: { uz: string; ru: string; en: string; oz?: string }, locale: Locale) =>
  (locale === 'oz' ? text.oz : text[locale]) || text.ru;

const percent = (value: number, locale: Locale) => `${value.toFixed(2).replace('.', locale === 'en' ? '.' : ',')} %`;

/** DD.MM.YYYY HH:mm in Tashkent. */
function tashkentTime(iso: string): string {
  const at = new Date(Date.parse(iso) + 5 * 60 * 60 * 1000);
  return `${tashkentDate(new Date(iso))} ${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
}

export function renderContractPdf(contract: {
  number: string;
  issuedAt: Date;
  agent: ContractAgent;
  rewards: readonly ContractReward[];
  agentSignedAt: string | null;
  systemSignedAt: string | null;
  locale: Locale;
}): Promise<Buffer> {
  const texts = TEXTS[contract.locale];
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: texts.title(contract.number), Author: PRINCIPAL[contract.locale] } });
  doc.registerFont('regular', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 112;
  const heading = (text: string) => doc.moveDown(0.6).font('bold').fontSize(12).text(text).moveDown(0.2).font('regular').fontSize(10);
  const paragraph = (text: string) => doc.font('regular').fontSize(10).text(text, { align: 'justify' }).moveDown(0.3);
  const section = ([title, ...paragraphs]: Section) => {
    heading(title);
    for (const text of paragraphs) paragraph(text);
  };
  const signedAt = (label: string, at: string | null) => `${label}: ${at ? tashkentTime(at) : texts.notSigned}`;

  doc.font('bold').fontSize(16).text(texts.title(contract.number), { align: 'center' }).moveDown(0.4);
  doc.font('regular').fontSize(10).text(`${texts.city}, ${tashkentDate(contract.issuedAt)}`, { align: 'right' }).moveDown(0.6);
  paragraph(texts.parties(contract.agent.name, contract.agent.director));
  section(texts.subject);
  section(texts.reward);

  const columns = [width * 0.3, width * 0.5, width * 0.2];
  const row = (cells: [string, string, string], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'bold' : 'regular').fontSize(9);
    const heights = cells.map((cell, index) => doc.heightOfString(cell, { width: columns[index] - 8 }));
    const height = Math.max(...heights) + 8;
    if (y + height > doc.page.height - 56) doc.addPage();
    const top = doc.y;
    let x = 56;
    cells.forEach((cell, index) => {
      doc.rect(x, top, columns[index], height).stroke('#999999');
      doc.fillColor('#000000').text(cell, x + 4, top + 4, { width: columns[index] - 8, align: index === 2 ? 'right' : 'left' });
      x += columns[index];
    });
    doc.x = 56;
    doc.y = top + height;
  };
  row(texts.columns, true);
  if (contract.rewards.length === 0) {
    paragraph(texts.noRewards);
  } else {
    for (const reward of contract.rewards) {
      row([reward.category ? localName(reward.category.name, contract.locale) : '—', localName(reward.name, contract.locale), percent(reward.agentReward, contract.locale)]);
    }
  }
  doc.moveDown(0.5);
  section(texts.signing);
  heading(texts.requisites);
  const agent = contract.agent;
  const requisites: [keyof Texts['labels'], string | null][] = [
    ['name', agent.name],
    ['taxNumber', agent.taxNumber],
    ['pin', agent.form === 'INDIVIDUAL' ? agent.pin : null],
    ['director', agent.director],
    ['region', agent.region],
    ['district', agent.district],
    ['address', agent.address],
    ['account', agent.account],
    ['bankId', agent.bankId],
    ['bank', agent.bank],
  ];
  for (const [label, value] of requisites) {
    if (!value) continue;
    doc.font('bold').fontSize(10).text(`${texts.labels[label]}: `, { continued: true }).font('regular').text(value);
  }
  section([texts.signatures, signedAt(texts.agentSigned, contract.agentSignedAt), signedAt(texts.systemSigned, contract.systemSignedAt)]);
  doc.end();
  return done;
}
