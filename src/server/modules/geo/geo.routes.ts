import type { FastifyInstance } from 'fastify';
import { listDistricts, listProvinces } from '#shared/api/settings.ts';
import { route } from '../../http/route.ts';
import { districtsOf, provinces } from './geo.repository.ts';

export async function geoRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  route(app, listProvinces, () => provinces(db));
  route(app, listDistricts, ({ params }) => districtsOf(db, params.regionId));
}
