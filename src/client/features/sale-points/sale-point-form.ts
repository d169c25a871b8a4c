// The sale point forms (spec 02 §5): what the fields hold while typed (text) and what they become for the calls.
// Name ≥ 3, region and district required, a location, limit in so'm (sent in tiyin, 0 by default), status ACTIVE by
// default. The address is free text and not validated.
import * as v from 'valibot';
import { MAP_DEFAULTS, salePointFields, type SalePoint } from '#shared/api/sale-points.ts';
import { STATUSES, type Status } from '#shared/enums.ts';
import { formatSum } from '#shared/money.ts';
import { sumInputToTiyin } from '#client/lib/list-search.ts';

// The fields stay text after validation (the shared form components bind text); the conversions below turn a
// checked form into the call's numbers.
const selectedId = v.pipe(v.string('required'), v.regex(/^[1-9]\d*$/, 'required'));

export const coordinateOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

const coordinate = (min: number, max: number) =>
  v.pipe(
    v.string('required'),
    v.trim(),
    v.nonEmpty('required'),
    v.check((text) => Number.isFinite(coordinateOf(text)), 'invalid'),
    v.check((text) => coordinateOf(text) >= min, `min_value:${min}`),
    v.check((text) => coordinateOf(text) <= max, `max_value:${max}`),
  );

/** Tiyin of the limit typed in so'm; empty means 0 (spec 02 §5 default). */
export const limitOf = (text: string) => (text.trim() === '' ? 0 : (sumInputToTiyin(text) ?? Number.NaN));

const limit = v.pipe(v.string(), v.check((text) => Number.isFinite(limitOf(text)), 'invalid'));

const addressEntries = {
  name: salePointFields.name,
  regionId: selectedId,
  districtId: selectedId,
  address: v.pipe(v.string(), v.trim()),
};
const locationEntries = { latitude: coordinate(-90, 90), longitude: coordinate(-180, 180) };

export const addressForm = v.object(addressEntries);
export const locationForm = v.object(locationEntries);
export const salePointForm = v.object({ ...addressEntries, ...locationEntries, limit, status: v.picklist(STATUSES, 'required') });

export type SalePointFormValues = v.InferInput<typeof salePointForm>;

/** spec 02 §5: a new sale point starts with limit 0 and status ACTIVE, the map at its default centre. */
export const NEW_SALE_POINT: SalePointFormValues = {
  name: '',
  regionId: '',
  districtId: '',
  address: '',
  latitude: String(MAP_DEFAULTS.center[0]),
  longitude: String(MAP_DEFAULTS.center[1]),
  limit: '0',
  status: 'ACTIVE',
};

/** The form values of a stored sale point. */
export function formValuesOf(salePoint: SalePoint): SalePointFormValues {
  const [latitude, longitude] = salePoint.location ?? MAP_DEFAULTS.center;
  return {
    name: salePoint.name,
    regionId: salePoint.region ? String(salePoint.region.id) : '',
    districtId: salePoint.district ? String(salePoint.district.id) : '',
    address: salePoint.address ?? '',
    latitude: String(latitude),
    longitude: String(longitude),
    limit: formatSum(salePoint.limit).replace(/\u00a0/g, ' '),
    status: salePoint.status,
  };
}

/** The create call's body of a checked form. */
export function createBodyOf(values: SalePointFormValues) {
  return {
    name: values.name,
    provinceId: Number(values.regionId),
    districtId: Number(values.districtId),
    latitude: coordinateOf(values.latitude),
    longitude: coordinateOf(values.longitude),
    limitSum: limitOf(values.limit),
    address: values.address || null,
    status: values.status as Status,
    employeeIds: [] as string[],
  };
}
