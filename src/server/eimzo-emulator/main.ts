// `npm run eimzo-emulator`: the E-IMZO stand-in for the browser tests and the demo (docs/eimzo.md).
// EIMZO_EMULATOR_PORT (default 64646) and EIMZO_EMULATOR_PASSWORD (accept | cancel | wrong) configure it.
import { EIMZO_PORTS, formatEimzoDate } from '#shared/eimzo.ts';
import { startEimzoEmulator, type PasswordMode } from './emulator.ts';

const PASSWORD_MODES: readonly PasswordMode[] = ['accept', 'cancel', 'wrong'];

async function main(): Promise<number> {
  if (process.env.NODE_ENV === 'production') {
    console.error('The E-IMZO emulator is test-only and refuses to run with NODE_ENV=production.');
    return 1;
  }
  const port = Number(process.env.EIMZO_EMULATOR_PORT ?? EIMZO_PORTS.ws);
  const password = (process.env.EIMZO_EMULATOR_PASSWORD ?? 'accept') as PasswordMode;
  if (!Number.isInteger(port) || port < 0 || port > 65535 || !PASSWORD_MODES.includes(password)) {
    console.error(`usage: [EIMZO_EMULATOR_PORT=${EIMZO_PORTS.ws}] [EIMZO_EMULATOR_PASSWORD=${PASSWORD_MODES.join('|')}] npm run eimzo-emulator`);
    return 2;
  }
  const emulator = await startEimzoEmulator({ port, password });
  console.log(`E-IMZO emulator (test keys, test CA) listening on ${emulator.url}; password dialog: ${password}`);
  for (const { identity, file, key } of emulator.state.keys) {
    const validTo = formatEimzoDate(key.certificate.notAfter.value);
    console.log(`  ${file.name.padEnd(18)} ${identity.id.padEnd(22)} valid to ${validTo}`);
  }
  const stop = () => void emulator.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return 0;
}

const code = await main();
if (code !== 0) process.exitCode = code;
