// Demo government and education merchants. Each one exercises payer-data rules of spec 02 §3/§5, noted beside it.
import { field, names, REGION_IDS, regionsFromReference, type SeedMerchant } from './catalogue-model.ts';

export const GOVERNMENT_MERCHANTS: SeedMerchant[] = [
  {
    // A letters-and-digits pattern without a mask; FIXED OUTSIDE commission; no reward; not cancellable.
    key: 'yhxbb-jarima',
    name: names('YHXBB jarimalari', 'Штрафы ГУБДД', 'Traffic police fines', 'ЙҲХББ жарималари'),
    legalName: 'OʻzR IIV YHXBB',
    image: 'yhxbb-jarima.png',
    type: 'ACCOUNT',
    category: 'government',
    agentRewardPercent: 0,
    commission: { type: 'FIXED', som: 1_000, calcType: 'OUTSIDE' },
    tags: ['government', 'fines'],
    account: [
      field({
        name: 'resolution',
        type: 'TEXT',
        title: names('Qaror raqami', 'Номер постановления', 'Resolution number', 'Қарор рақами'),
        placeholder: 'RR1234567',
        pattern: '^[A-Z]{2}\\d{7}$',
      }),
    ],
    amount: { minSom: 10_000, maxSom: 50_000_000 },
  },
  {
    // Region ACTIVE without a prefix; an optional masked field kept masked; an INACTIVE field the form skips.
    key: 'mol-mulk-solig',
    name: names('Mol-mulk soligʻi', 'Налог на имущество', 'Property tax', 'Мол-мулк солиғи'),
    legalName: 'OʻzR Soliq qoʻmitasi',
    image: 'mol-mulk-solig.png',
    type: 'ACCOUNT',
    category: 'government',
    agentRewardPercent: 0.5,
    tags: ['government', 'tax'],
    regionField: { title: names('Hudud', 'Регион', 'Region', 'Ҳудуд'), status: 'ACTIVE' },
    subRegionField: { title: names('Tuman', 'Район', 'District', 'Туман'), status: 'INACTIVE' },
    account: [
      field({
        name: 'tin',
        type: 'NUMBER',
        title: names('STIR yoki JShShIR', 'ИНН или ПИНФЛ', 'TIN or PINFL', 'СТИР ёки ЖШШИР'),
        placeholder: '123456789',
        pattern: '^(\\d{9}|\\d{14})$',
      }),
      field({
        name: 'cadastre',
        type: 'TEXT',
        title: names('Kadastr raqami', 'Кадастровый номер', 'Cadastre number', 'Кадастр рақами'),
        placeholder: '10:09:05:01:01:0123',
        mask: { value: '##:##:##:##:##:####', unmask: false },
        pattern: '^\\d{2}(:\\d{2}){4}:\\d{4}$',
        required: false,
        position: 2,
      }),
      field({
        name: 'payerName',
        type: 'TEXT',
        title: names('Toʻlovchi F.I.Sh.', 'Ф.И.О. плательщика', 'Payer name', 'Тўловчи Ф.И.Ш.'),
        required: false,
        position: 3,
        status: 'INACTIVE',
      }),
    ],
    amount: { minSom: 1_000, maxSom: 100_000_000 },
    regions: regionsFromReference([REGION_IDS.tashkentCity, REGION_IDS.tashkentRegion, REGION_IDS.samarkand], { districts: 'none' }),
  },
  {
    // SIMPLE with a fixed amount: not editable, the state fee as the default value; PINFL mask sent unmasked.
    key: 'pasport-boji',
    name: names('Biometrik pasport davlat boji', 'Госпошлина за биометрический паспорт', 'Biometric passport state fee', 'Биометрик паспорт давлат божи'),
    legalName: 'OʻzR IIV Migratsiya xizmati',
    image: 'pasport-boji.png',
    type: 'SIMPLE',
    category: 'government',
    agentRewardPercent: 0,
    tags: ['government', 'passport'],
    account: [
      field({
        name: 'pinfl',
        type: 'NUMBER',
        title: names('JShShIR', 'ПИНФЛ', 'PINFL', 'ЖШШИР'),
        placeholder: '31234567890123',
        mask: { value: '#### #### #### ##', unmask: true },
        pattern: '^\\d{14}$',
      }),
    ],
    amount: { defaultSom: 75_000, editable: false },
  },
];

export const EDUCATION_MERCHANTS: SeedMerchant[] = [
  {
    // Large amounts with a confirmation threshold; cancellable for 24 hours.
    key: 'otm-kontrakt',
    name: names('OTM kontrakt toʻlovi', 'Оплата контракта в вузе', 'University tuition', 'ОТМ контракт тўлови'),
    legalName: 'OʻzR Oliy taʼlim vazirligi',
    image: 'otm-kontrakt.png',
    type: 'ACCOUNT',
    category: 'education',
    agentRewardPercent: 0.5,
    tags: ['education'],
    refundableHours: 24,
    account: [
      field({
        name: 'contract',
        type: 'TEXT',
        title: names('Kontrakt raqami', 'Номер контракта', 'Contract number', 'Контракт рақами'),
        placeholder: 'K-2024-001234',
        pattern: '^K-\\d{4}-\\d{6}$',
      }),
    ],
    amount: { minSom: 100_000, maxSom: 50_000_000, withConfirmationSom: 20_000_000 },
  },
];
