import type { FastifyInstance } from 'fastify';
import {
  getMerchant,
  getMerchantOptions,
  getStaticMerchant,
  listCategories,
  listMerchantRegions,
  listMerchants,
  listMerchantsForReward,
  listMerchantSubRegions,
} from '#shared/api/catalogue.ts';
import { route } from '../../http/route.ts';
import {
  merchantByKey,
  merchantFor,
  merchantsForReward,
  optionsOfMerchant,
  pageCategories,
  pageMerchants,
  regionsOfMerchant,
  subRegionsOfMerchant,
} from './catalogue.service.ts';

export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  route(app, listMerchants, ({ auth, body }) => pageMerchants(ctx, auth, body));
  route(app, listMerchantsForReward, ({ auth }) => merchantsForReward(ctx, auth));
  route(app, getStaticMerchant, ({ auth, params }) => merchantByKey(ctx, auth, params.key));
  route(app, getMerchantOptions, ({ params }) => optionsOfMerchant(ctx.db, params.merchantId));
  route(app, getMerchant, ({ auth, params }) => merchantFor(ctx, auth, params.id));
  route(app, listMerchantRegions, ({ params }) => regionsOfMerchant(ctx.db, params.merchantId));
  route(app, listMerchantSubRegions, ({ params }) => subRegionsOfMerchant(ctx.db, params.merchantId, params.regionId));
  route(app, listCategories, ({ body }) => pageCategories(ctx.db, body));
}
