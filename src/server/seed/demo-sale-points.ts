// Demo sale points of the demo agent's business (DEMO_ACCOUNTS.agent) and a second demo employee. The ids are fixed
// so that documentation and browser tests can name them. The first demo employee works at Chilonzor only.
import type { Status } from '#shared/enums.ts';

export type SeedSalePoint = {
  id: string;
  name: string;
  regionId: number;
  districtId: number;
  address: string;
  location: [number, number];
  limitSom: number;
  status: Status;
  /** Phones of the demo employees assigned to it. */
  employeePhones: string[];
};

/** Newest first, as the list sorts them by default. */
export const DEMO_SALE_POINTS: SeedSalePoint[] = [
  {
    id: '01900000-0000-7000-8000-000000000101',
    name: 'Chilonzor filiali',
    regionId: 10,
    districtId: 138,
    address: 'Chilonzor tumani, Bunyodkor shoh koʻchasi, 12',
    location: [41.2856, 69.2034],
    limitSom: 10_000_000,
    status: 'ACTIVE',
    employeePhones: ['998900000002'],
  },
  {
    id: '01900000-0000-7000-8000-000000000102',
    name: 'Yunusobod doʻkoni',
    regionId: 10,
    districtId: 129,
    address: 'Yunusobod tumani, Amir Temur shoh koʻchasi, 108',
    location: [41.3645, 69.287],
    limitSom: 5_000_000,
    status: 'ACTIVE',
    employeePhones: [],
  },
  {
    id: '01900000-0000-7000-8000-000000000103',
    name: 'Sergeli kioski',
    regionId: 10,
    districtId: 134,
    address: 'Sirgʻali tumani, Yangi Sergeli koʻchasi, 5',
    location: [41.226, 69.219],
    limitSom: 0,
    status: 'INACTIVE',
    employeePhones: [],
  },
];

/** A second employee of the demo business, assigned to no sale point (sees the employee empty state). */
export const DEMO_SECOND_EMPLOYEE = {
  phone: '998900000004',
  pin: '444444',
  firstName: 'Dilnoza',
  lastName: 'Tursunova',
} as const;
