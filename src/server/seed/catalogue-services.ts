// Demo utilities and internet & TV merchants. Each one exercises payer-data rules of spec 02 §3/§5, noted beside it.
import {
  field,
  names,
  phoneField,
  REGION_IDS,
  regionsFromReference,
  type SeedMerchant,
  type SeedOptionField,
} from './catalogue-model.ts';
import { MOBILE_PREFIXES } from '#shared/payment-rules.ts';

const REGION_FIELD: SeedOptionField = { title: names('Hudud', 'Регион', 'Region', 'Ҳудуд'), status: 'ACTIVE' };
const DISTRICT_FIELD: SeedOptionField = { title: names('Tuman', 'Район', 'District', 'Туман'), status: 'ACTIVE' };
const PERSONAL_ACCOUNT = names('Shaxsiy hisob raqami', 'Лицевой счёт', 'Personal account', 'Шахсий ҳисоб рақами');

export const UTILITY_MERCHANTS: SeedMerchant[] = [
  {
    // REGION_CODE prefix; region ACTIVE, subRegion INACTIVE; unmasked mask; pattern; no commission.
    key: 'hududiy-elektr',
    name: names('Hududiy elektr tarmoqlari', 'Региональные электрические сети', 'Regional Electric Networks', 'Ҳудудий электр тармоқлари'),
    legalName: '«Hududiy elektr tarmoqlari» AJ',
    image: 'hududiy-elektr.png',
    type: 'ACCOUNT',
    category: 'utilities',
    topPosition: 4,
    agentRewardPercent: 0.5,
    tags: ['utilities', 'electricity', 'popular'],
    regionField: REGION_FIELD,
    subRegionField: { ...DISTRICT_FIELD, status: 'INACTIVE' },
    account: [
      field({
        name: 'account',
        type: 'NUMBER',
        title: PERSONAL_ACCOUNT,
        placeholder: '1234567',
        prefix: { type: 'REGION_CODE' },
        mask: { value: '#######', unmask: true },
        pattern: '^\\d{7}$',
      }),
    ],
    amount: { minSom: 1_000, maxSom: 10_000_000 },
    regions: regionsFromReference(
      [REGION_IDS.tashkentCity, REGION_IDS.tashkentRegion, REGION_IDS.samarkand, REGION_IDS.andijan, REGION_IDS.fergana],
      { districts: 'none' },
    ),
  },
  {
    // REGIONS_CODE prefix (region + district codes); both option fields ACTIVE; grouped mask sent unmasked.
    key: 'hududgaz',
    name: names('Hududgaztaʼminot', 'Худудгазтаъминот', 'Hududgaz supply', 'Ҳудудгазтаъминот'),
    legalName: '«Hududgaztaʼminot» AJ',
    image: 'hududgaz.png',
    type: 'ACCOUNT',
    category: 'utilities',
    agentRewardPercent: 0.5,
    tags: ['utilities', 'gas'],
    refundableHours: 24,
    regionField: REGION_FIELD,
    subRegionField: DISTRICT_FIELD,
    account: [
      field({
        name: 'account',
        type: 'NUMBER',
        title: PERSONAL_ACCOUNT,
        placeholder: '123 456 78',
        prefix: { type: 'REGIONS_CODE' },
        mask: { value: '### ### ##', unmask: true },
        pattern: '^\\d{8}$',
      }),
    ],
    amount: { minSom: 1_000, maxSom: 20_000_000 },
    regions: regionsFromReference([REGION_IDS.tashkentCity, REGION_IDS.tashkentRegion, REGION_IDS.samarkand], { districts: 4 }),
  },
  {
    // SUB_REGION_CODE prefix; a mask kept in the value (unmask false) with a pattern that expects the dash.
    key: 'toshkent-issiqlik',
    name: names('Toshkent issiqlik manbai', 'Ташкентский источник тепла', 'Tashkent Heat Supply', 'Тошкент иссиқлик манбаи'),
    legalName: '«Toshkent issiqlik manbai» MChJ',
    image: 'toshkent-issiqlik.png',
    type: 'ACCOUNT',
    category: 'utilities',
    agentRewardPercent: 0.5,
    tags: ['utilities', 'heating'],
    regionField: REGION_FIELD,
    subRegionField: DISTRICT_FIELD,
    account: [
      field({
        name: 'account',
        type: 'TEXT',
        title: PERSONAL_ACCOUNT,
        placeholder: '12-34567',
        prefix: { type: 'SUB_REGION_CODE' },
        mask: { value: '##-#####', unmask: false },
        pattern: '^\\d{2}-\\d{5}$',
      }),
    ],
    amount: { minSom: 5_000, maxSom: 15_000_000 },
    regions: regionsFromReference([REGION_IDS.tashkentCity], { districts: 'all' }),
  },
  {
    // ACCOUNT_PREFIX '10'; region field present but INACTIVE; startWith; FIXED OUTSIDE commission; cancellable.
    key: 'suvsoz',
    name: names('Suvsoz', 'Сувсоз', 'Suvsoz water supply', 'Сувсоз'),
    legalName: '«Suvsoz» AJ',
    image: 'suvsoz.png',
    type: 'ACCOUNT',
    category: 'utilities',
    agentRewardPercent: 0.5,
    commission: { type: 'FIXED', som: 500, calcType: 'OUTSIDE' },
    tags: ['utilities', 'water'],
    refundableHours: 24,
    regionField: { ...REGION_FIELD, status: 'INACTIVE' },
    account: [
      field({
        name: 'account',
        type: 'NUMBER',
        title: PERSONAL_ACCOUNT,
        placeholder: '1234567',
        prefix: { type: 'ACCOUNT_PREFIX', value: '10' },
        pattern: '^\\d{7}$',
        startWith: ['1', '2', '3'],
      }),
    ],
    amount: { minSom: 1_000, maxSom: 5_000_000 },
  },
  {
    // SIMPLE: one free-text account, no lookup, no option fields, no commission.
    key: 'toza-hudud',
    name: names('Toza hudud', 'Тоза худуд', 'Toza Hudud waste collection', 'Тоза ҳудуд'),
    legalName: '«Toza hudud» DUK',
    image: 'toza-hudud.png',
    type: 'SIMPLE',
    category: 'utilities',
    agentRewardPercent: 1,
    tags: ['utilities', 'waste'],
    account: [
      field({
        name: 'account',
        type: 'TEXT',
        title: names('Abonent raqami', 'Номер абонента', 'Subscriber number', 'Абонент рақами'),
        placeholder: 'TH-000123',
        pattern: '^TH-\\d{6}$',
      }),
    ],
    amount: { minSom: 1_000, maxSom: 2_000_000 },
  },
];

export const INTERNET_MERCHANTS: SeedMerchant[] = [
  {
    // Type field ACTIVE with options; PERCENT INSIDE commission; a login pattern; cancellable for 72 hours.
    key: 'uzonline',
    name: names('Uzonline', 'Uzonline', 'Uzonline', 'Uzonline'),
    legalName: '«Oʻzbektelekom» AK',
    image: 'uzonline.png',
    type: 'ACCOUNT',
    category: 'internet',
    agentRewardPercent: 1,
    commission: { type: 'PERCENT', percent: 1, calcType: 'INSIDE' },
    tags: ['internet', 'iptv'],
    refundableHours: 72,
    typeField: { title: names('Xizmat turi', 'Вид услуги', 'Service', 'Хизмат тури'), status: 'ACTIVE' },
    options: [
      { value: 'INTERNET', title: names('Internet', 'Интернет', 'Internet', 'Интернет') },
      { value: 'IPTV', title: names('IP-TV', 'IP-TV', 'IP TV', 'IP-TV') },
      { value: 'LANDLINE', title: names('Statsionar telefon', 'Стационарный телефон', 'Landline', 'Стационар телефон') },
    ],
    account: [
      field({
        name: 'login',
        type: 'TEXT',
        title: names('Login', 'Логин', 'Login', 'Логин'),
        placeholder: 'ivanov.a',
        pattern: '^[a-z0-9._-]{3,32}$',
      }),
    ],
    amount: { minSom: 5_000, maxSom: 5_000_000 },
  },
  {
    // Two fields: a required contract number and an optional contact phone; PERCENT OUTSIDE commission.
    key: 'sarkor',
    name: names('Sarkor Telecom', 'Sarkor Telecom', 'Sarkor Telecom', 'Sarkor Telecom'),
    legalName: '«Sarkor Telecom» MChJ',
    image: 'sarkor.png',
    type: 'ACCOUNT',
    category: 'internet',
    agentRewardPercent: 1,
    commission: { type: 'PERCENT', percent: 0.5, calcType: 'OUTSIDE' },
    tags: ['internet'],
    refundableHours: 72,
    account: [
      field({
        name: 'contract',
        type: 'NUMBER',
        title: names('Shartnoma raqami', 'Номер договора', 'Contract number', 'Шартнома рақами'),
        placeholder: '123456',
        mask: { value: '######', unmask: true },
      }),
      phoneField(MOBILE_PREFIXES, {
        name: 'contactPhone',
        title: names('Aloqa telefoni', 'Контактный телефон', 'Contact phone', 'Алоқа телефони'),
        required: false,
        position: 2,
        primary: false,
      }),
    ],
    amount: { minSom: 10_000, maxSom: 10_000_000 },
  },
  {
    // AMOUNT_LIST: the plan is chosen from the options and the amount is fixed (not editable, with a default).
    key: 'uzdigital',
    name: names('Uzdigital TV', 'Uzdigital TV', 'Uzdigital TV', 'Uzdigital TV'),
    legalName: '«Uzdigital TV» QK',
    image: 'uzdigital.png',
    type: 'AMOUNT_LIST',
    category: 'internet',
    agentRewardPercent: 2,
    tags: ['tv'],
    typeField: { title: names('Tarif', 'Тариф', 'Plan', 'Тариф'), status: 'ACTIVE' },
    options: [
      { value: 'BASIC', title: names('Asosiy — 45 000 soʻm', 'Базовый — 45 000 сум', 'Basic — 45,000 UZS', 'Асосий — 45 000 сўм') },
      { value: 'OPTIMAL', title: names('Optimal — 65 000 soʻm', 'Оптимальный — 65 000 сум', 'Optimal — 65,000 UZS', 'Оптимал — 65 000 сўм') },
      { value: 'PREMIUM', title: names('Premium — 95 000 soʻm', 'Премиум — 95 000 сум', 'Premium — 95,000 UZS', 'Премиум — 95 000 сўм') },
    ],
    account: [
      field({
        name: 'card',
        type: 'NUMBER',
        title: names('Smart-karta raqami', 'Номер смарт-карты', 'Smart card number', 'Смарт-карта рақами'),
        placeholder: '0123 4567 8901',
        mask: { value: '#### #### ####', unmask: true },
      }),
    ],
    amount: { defaultSom: 45_000, editable: false },
  },
  {
    // DISABLED: listed greyed with this message, not selectable.
    key: 'comnet',
    name: names('Comnet', 'Comnet', 'Comnet', 'Comnet'),
    legalName: '«Comnet» MChJ',
    image: 'comnet.png',
    type: 'ACCOUNT',
    status: 'DISABLED',
    statusMessage: names(
      'Texnik ishlar sababli vaqtincha ishlamayapti',
      'Временно не работает из-за технических работ',
      'Temporarily unavailable for maintenance',
      'Техник ишлар сабабли вақтинча ишламаяпти',
    ),
    category: 'internet',
    agentRewardPercent: 1,
    tags: ['internet'],
    account: [field({ name: 'login', type: 'TEXT', title: names('Login', 'Логин', 'Login', 'Логин'), pattern: '^[a-z0-9._-]{3,32}$' })],
    amount: { minSom: 5_000, maxSom: 5_000_000 },
  },
  {
    // INACTIVE: never listed or answered to agents and employees.
    key: 'evo',
    name: names('EVO', 'EVO', 'EVO', 'EVO'),
    legalName: '«Super iMAX» MChJ',
    image: 'evo.png',
    type: 'ACCOUNT',
    status: 'INACTIVE',
    category: 'internet',
    agentRewardPercent: 1,
    tags: ['internet'],
    account: [field({ name: 'account', type: 'NUMBER', title: PERSONAL_ACCOUNT, pattern: '^\\d{6,10}$' })],
    amount: { minSom: 5_000, maxSom: 5_000_000 },
  },
];
