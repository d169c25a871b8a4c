import type { FastifyInstance } from 'fastify';
import { createSalePoint, getSalePoint, listSalePoints, updateSalePoint } from '#shared/api/sale-points.ts';
import { route } from '../../http/route.ts';
import { addSalePoint, pageSalePoints, salePointById, saveSalePoint } from './sale-points.service.ts';

export async function salePointsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  route(app, listSalePoints, ({ auth, body }) => pageSalePoints(ctx, auth, body));
  route(app, getSalePoint, ({ auth, params }) => salePointById(ctx, auth, params.id));
  route(app, createSalePoint, ({ auth, body }) => addSalePoint(ctx, auth, body));
  route(app, updateSalePoint, ({ auth, body }) => saveSalePoint(ctx, auth, body));
}
