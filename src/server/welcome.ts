// What `npm start` tells whoever runs it (issue 16): where to open the portal and, with the demo data, which
// accounts to try and where the one-time codes come from. Printed once the server listens, outside the log, so it
// reads the same on a terminal and in a captured output.
import type { Config } from './config.ts';

/** The address a person opens: a wildcard host is reached on this machine through the loopback address. */
export function portalUrl(config: Pick<Config, 'host' | 'port'>, port: number): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

export function welcomeText(config: Pick<Config, 'host' | 'port' | 'seed' | 'env'>, port: number): string {
  const lines = ['', `  Agent Portal is running: ${portalUrl(config, port)}`];
  if (config.host === '127.0.0.1' || config.host === 'localhost') {
    lines.push("  (HOST=0.0.0.0 npm start to reach it from the shop's tablets on the same network)");
  }
  if (config.seed === 'demo' && config.env !== 'production') {
    lines.push(
      '',
      '  Demo accounts (phone, PIN):',
      '    agent                                  +998 90 000 00 01   111111',
      '    employee at Chilonzor filiali          +998 90 000 00 02   222222',
      '    agent whose business waits on review   +998 90 000 00 03   333333',
      '  The one-time code is shown on the sign-in screen (test mode, dev SMS outbox).',
      '',
      `  Staff console: ${portalUrl(config, port)}/staff`,
      '    admin, moderator, finance, support    password staff-demo-2026',
      '    code: npm run staff -- totp-code <login>',
    );
  }
  lines.push('  Stop with Ctrl+C.', '');
  return lines.join('\n');
}
