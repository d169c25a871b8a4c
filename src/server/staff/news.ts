// News for staff (spec 03, DESIGN §4): `/api/staff/v1/news...` (registered inside the staff plugin, behind its
// token) and the `npm run staff` commands `news`, `news-add`, `news-on`, `news-off`, over the news service.
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import * as calls from '#shared/api/staff-news.ts';
import type { Status } from '#shared/enums.ts';
import { systemClock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { route } from '../http/route.ts';
import { createNews, editNews, staffNews, switchNews } from '../modules/news/news.service.ts';
import { SERVICE_ACTOR } from '../modules/staff-accounts/audit.ts';
import { actorOf } from './staff-access.ts';

export async function staffNewsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  route(app, calls.listStaffNews, async () => staffNews(ctx.db));
  route(app, calls.createNews, async ({ body, request }) => createNews(ctx, actorOf(request), body), { status: 201 });
  route(app, calls.editNews, async ({ params, body, request }) => editNews(ctx, actorOf(request), params.id, body));
  route(app, calls.setNewsStatus, async ({ params, body, request }) => switchNews(ctx, actorOf(request), params.id, body.status));
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
    const input = v.safeParse(calls.createNewsBody, {
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
