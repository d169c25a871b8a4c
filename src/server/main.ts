// Reads the configuration, builds the app, listens, runs the background jobs, and shuts down gracefully on
// SIGINT/SIGTERM (jobs stop first, then requests in flight finish).
import { buildApp } from './app.ts';
import { configFromEnv } from './config.ts';
import { startJobs } from './jobs/scheduler.ts';
import { welcomeText } from './welcome.ts';

const config = configFromEnv();
const app = await buildApp(config);
await app.listen({ host: config.host, port: config.port });
const address = app.server.address();
process.stdout.write(`${welcomeText(config, typeof address === 'object' && address ? address.port : config.port)}\n`);
const jobs = startJobs(app.ctx, app.log);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: draining (/ready fails), finishing requests in flight, then closing`);
    // The balancer sees /ready fail for DRAIN_SECONDS and stops sending requests; then the server stops taking them.
    app.draining = true;
    const drainMs = config.drainMs ?? 0;
    const force = setTimeout(() => process.exit(1), drainMs + 10_000);
    force.unref();
    jobs
      .stop()
      .then(() => new Promise((resolve) => setTimeout(resolve, drainMs)))
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  });
}
