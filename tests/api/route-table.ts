// Every route a Fastify app has registered, read from Fastify's own route tree (printRoutes without the common-prefix
// folding): what the fuzz suite walks and what the OpenAPI document must describe, whoever registered the route.
import type { FastifyInstance, HTTPMethods } from 'fastify';

export type Route = { method: HTTPMethods; url: string };

export function routesOf(app: FastifyInstance): Route[] {
  const stack: string[] = [];
  const routes: Route[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const at = line.indexOf('── ');
    if (at < 0) continue;
    const depth = (at - 1) / 4;
    const match = /^(.*?)(?: \(([^)]*)\))?$/.exec(line.slice(at + 3))!;
    stack.length = depth;
    stack.push(match[1]!);
    for (const method of match[2]?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push({ method: method as HTTPMethods, url: stack.join('') });
    }
  }
  return routes;
}
