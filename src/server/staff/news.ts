// News for staff (spec 03, DESIGN §4): `/api/staff/v1/news...` (registered inside the staff plugin, behind its
// token) and the `npm run staff` commands `news`, `news-add`, `news-on`, `news-off`, over the news service.
import { parseArgs } from 'node:util';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { STATUSES, type Status } from '#shared/enums.ts';
import { requiredString } from '#shared/validation.ts';
import { systemClock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { createNews, editNews, staffNews, switchNews } from '../modules/news/news.service.ts';
import { SERVICE_ACTOR } from '../modules/staff-accounts/audit.ts';
import { actorOf } from './staff-access.ts';
import { parse } from './staff-money.routes.ts';

const threeLanguages = (max: number) => v.object({ uz: requiredString(max), ru: requiredString(max), en: requiredString(max) });

const createBody = v.object({
  title: threeLanguages(200),
  content: threeLanguages(5000),
  imageFileId: v.optional(v.nullable(v.string()), null),
  imageUrl: v.optional(v.nullable(requiredString(500)), null),
  status: v.optional(v.picklist(STATUSES, 'invalid'), 'ACTIVE'),
});
const editBody = v.object({
  title: threeLanguages(200),
  content: threeLanguages(5000),
  imageFileId: v.optional(v.nullable(v.pipe(v.string('invalid'), v.uuid('invalid')))),
});
const statusBody = v.object({ status: v.picklist(STATUSES, 'invalid') });

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

export async function staffNewsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  app.get('/v1/news', async () => ({ data: await staffNews(ctx.db) }));
  app.post('/v1/news', async (request, reply) => reply.status(201).send({ data: await createNews(ctx, actorOf(request), parse(createBody, request.body)) }));
  app.put('/v1/news/:id', async (request) => ({ data: await editNews(ctx, actorOf(request), idOf(request), parse(editBody, request.body)) }));
  app.post('/v1/news/:id/status', async (request) => ({
    data: await switchNews(ctx, actorOf(request), idOf(request), parse(statusBody, request.body).status),
  }));
}

export const NEWS_USAGE = `  news                         list every news item (id, status, last change, Russian title)
  news-add --title-ru T --title-uz T --title-en T --content-ru C --content-uz C --content-en C
           [--image URL | --image-file <fileId>] [--inactive]
                               publish a news item in three languages
  news-on <id> | news-off <id> show or hide a news item`;

function switchCommand(status: Status, done: string) {
  return async (db: Db, [id]: string[]) => {
    if (!id) return null;
    await switchNews({ db, clock: systemClock }, SERVICE_ACTOR, id, status);
    console.log(`news ${id} ${done}`);
    return 0;
  };
}

/** The CLI's commands: each answers its exit code, or null when the arguments were wrong. */
export const NEWS_COMMANDS: Record<string, (db: Db, args: string[]) => Promise<number | null>> = {
  async news(db) {
    const items = await staffNews(db);
    for (const item of items) console.log(`${item.id}  ${item.status.padEnd(8)}  ${item.modifiedDate}  ${item.title.ru}`);
    console.log(`${items.length} news item(s)`);
    return 0;
  },
  async 'news-add'(db, args) {
    const { values } = parseArgs({
      args,
      options: {
        'title-ru': { type: 'string' },
        'title-uz': { type: 'string' },
        'title-en': { type: 'string' },
        'content-ru': { type: 'string' },
        'content-uz': { type: 'string' },
        'content-en': { type: 'string' },
        image: { type: 'string' },
        'image-file': { type: 'string' },
        inactive: { type: 'boolean' },
      },
    });
    const input = v.safeParse(createBody, {
      title: { uz: values['title-uz'], ru: values['title-ru'], en: values['title-en'] },
      content: { uz: values['content-uz'], ru: values['content-ru'], en: values['content-en'] },
      imageUrl: values.image ?? null,
      imageFileId: values['image-file'] ?? null,
      status: values.inactive ? 'INACTIVE' : 'ACTIVE',
    });
    if (!input.success) return null;
    const { id } = await createNews({ db, clock: systemClock }, SERVICE_ACTOR, input.output);
    console.log(`news ${id} published${values.inactive ? ' (inactive)' : ''}`);
    return 0;
  },
  'news-on': switchCommand('ACTIVE', 'shown'),
  'news-off': switchCommand('INACTIVE', 'hidden'),
};
