// spec 02 §3 sale points (outlets) and the employee list their assignment needs (spec 03 §3 Employee).
import * as v from 'valibot';
import { STATUSES } from '../enums.ts';
import { MAX_LINE_LENGTH, MAX_NAME_LENGTH, maxLength, minLength, moneyAmount, requiredString } from '../validation.ts';
import { defineCall, type BodyOf } from './contract.ts';
import { MAX_PAGE_SIZE, page, pageableBody } from './paging.ts';
import { imageRef } from './profile.ts';
import { region } from './settings.ts';

/** spec 02 §9 / spec 01 §9: the map picker's default centre and zoom. */
export const MAP_DEFAULTS = { center: [41.31685, 69.23111] as [number, number], zoom: 12, minZoom: 0, maxZoom: 23 };
/** spec 02 §2: the switcher cuts sale point names at 21 characters. */
export const SWITCHER_NAME_LENGTH = 21;

export const employeeRef = v.object({
  id: v.string(),
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
  image: v.nullable(imageRef),
});

export const salePoint = v.object({
  id: v.string(),
  name: v.string(),
  region: v.nullable(region),
  district: v.nullable(region),
  address: v.nullable(v.string()),
  /** [latitude, longitude] */
  location: v.nullable(v.tuple([v.number(), v.number()])),
  limit: v.number(),
  employees: v.array(employeeRef),
  countEmployees: v.number(),
  /** Today's (Asia/Tashkent) paid transactions and their sum in tiyin. */
  countTransactions: v.number(),
  sumTransactions: v.number(),
  status: v.picklist(STATUSES),
  createdDate: v.string(),
  modifiedDate: v.string(),
});
export type SalePoint = v.InferOutput<typeof salePoint>;

export const SALE_POINT_LIST = {
  sort: ['createdDate', 'modifiedDate', 'name'],
  search: ['name', 'status', 'regionId', 'districtId'],
} as const;

export const listSalePoints = defineCall({
  method: 'POST',
  path: '/v1/sale-point/pageable',
  scoped: true,
  body: pageableBody(SALE_POINT_LIST),
  answer: page(salePoint),
});

/** Every sale point at once, newest first (spec 02 §9: pickers sort by createdDate descending): the switcher's list and
 * the device's copy. */
export const ALL_SALE_POINTS = {
  perPage: MAX_PAGE_SIZE,
  page: 0,
  sort: { name: 'createdDate', direction: 'desc' },
  search: [],
} as const satisfies BodyOf<typeof listSalePoints>;

export const getSalePoint = defineCall({
  method: 'GET',
  path: '/v1/sale-point/:id',
  scoped: true,
  params: v.object({ id: v.string() }),
  answer: salePoint,
});

const numericId = v.pipe(v.number('required'), v.integer('invalid'), v.minValue(1, 'required'), v.maxValue(2_147_483_647, 'invalid'));

/** spec 02 §5: name ≥ 3, region and district required, location required, limit a number, status required. */
export const salePointFields = {
  name: v.pipe(requiredString(MAX_NAME_LENGTH), minLength(3)),
  provinceId: numericId,
  districtId: numericId,
  latitude: v.pipe(v.number('required'), v.minValue(-90, 'min_value:-90'), v.maxValue(90, 'max_value:90')),
  longitude: v.pipe(v.number('required'), v.minValue(-180, 'min_value:-180'), v.maxValue(180, 'max_value:180')),
  limitSum: v.optional(moneyAmount(0), 0),
  address: v.optional(v.nullable(v.pipe(v.string(), maxLength(MAX_LINE_LENGTH))), null),
  status: v.optional(v.picklist(STATUSES, 'required'), 'ACTIVE'),
  employeeIds: v.optional(v.pipe(v.array(v.pipe(v.string(), maxLength(100))), v.maxLength(500, 'max_items:500')), []),
};

export const createSalePoint = defineCall({
  method: 'POST',
  path: '/v1/sale-point',
  body: v.object(salePointFields),
  answer: salePoint,
});

export const updateSalePoint = defineCall({
  method: 'PUT',
  path: '/v1/sale-point',
  body: v.object({
    id: requiredString(),
    ...salePointFields,
    limitSum: moneyAmount(0),
  }),
  answer: salePoint,
});

export const employee = v.object({
  id: v.string(),
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
  fullName: v.string(),
  phone: v.string(),
  image: v.nullable(imageRef),
  status: v.picklist(STATUSES),
  salePoint: v.object({ ids: v.array(v.string()), name: v.nullable(v.string()), count: v.number() }),
  /** The sum in tiyin of the payments the employee took today (Asia/Tashkent), for the list (spec 03 §2). */
  todayAmount: v.number(),
  passwordChangeDate: v.string(),
  agentId: v.nullable(v.string()),
  createdDate: v.string(),
  modifiedDate: v.string(),
});
export type Employee = v.InferOutput<typeof employee>;

export const EMPLOYEE_LIST = { sort: ['modifiedDate', 'createdDate', 'firstName'], search: ['status', 'name', 'salePointId'] } as const;

export const listEmployees = defineCall({
  method: 'POST',
  path: '/v1/employee/pageable',
  body: pageableBody(EMPLOYEE_LIST),
  answer: page(employee),
});
