// Demo merchant categories (spec 02 §3), in workspace order. Transport is INACTIVE: the workspace never shows it.
import { names, type SeedCategory } from './catalogue-model.ts';

export const CATEGORIES: SeedCategory[] = [
  {
    key: 'mobile',
    name: names('Mobil aloqa', 'Мобильная связь', 'Mobile operators', 'Мобил алоқа'),
    image: 'category-mobile.png',
    position: 1,
    status: 'ACTIVE',
  },
  {
    key: 'utilities',
    name: names('Kommunal xizmatlar', 'Коммунальные услуги', 'Utilities', 'Коммунал хизматлар'),
    image: 'category-utilities.png',
    position: 2,
    status: 'ACTIVE',
  },
  {
    key: 'internet',
    name: names('Internet va TV', 'Интернет и ТВ', 'Internet & TV', 'Интернет ва ТВ'),
    image: 'category-internet.png',
    position: 3,
    status: 'ACTIVE',
  },
  {
    key: 'government',
    name: names('Davlat xizmatlari', 'Государственные услуги', 'Government services', 'Давлат хизматлари'),
    image: 'category-government.png',
    position: 4,
    status: 'ACTIVE',
  },
  {
    key: 'banks',
    name: names('Banklar va kartalar', 'Банки и карты', 'Banks & cards', 'Банклар ва карталар'),
    image: 'category-banks.png',
    position: 5,
    status: 'ACTIVE',
  },
  {
    key: 'transport',
    name: names('Transport', 'Транспорт', 'Transport', 'Транспорт'),
    image: 'category-transport.png',
    position: 6,
    status: 'INACTIVE',
  },
  {
    key: 'education',
    name: names('Taʼlim', 'Образование', 'Education', 'Таълим'),
    image: 'category-education.png',
    position: 7,
    status: 'ACTIVE',
  },
  {
    key: 'others',
    name: names('Boshqa xizmatlar', 'Другие услуги', 'Other services', 'Бошқа хизматлар'),
    image: 'category-others.png',
    position: 8,
    status: 'ACTIVE',
  },
];
