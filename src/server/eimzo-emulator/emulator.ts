// TEST ONLY: a stand-in for E-IMZO, the signing program on a business owner's computer (EIMZO.md §1–2, §6). It speaks
// the same websocket protocol, one JSON reply per JSON frame, holds the test keys and signs with real ECDSA P-256
// keys under the test CA, so the browser tests and a person trying the demo sign exactly as with the real program.
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type RawData } from 'ws';
import { EIMZO_PATH, EIMZO_PORTS } from '#shared/eimzo.ts';
import {
  appendSigner,
  attachTimestampToken,
  createPkcs7,
  timestampRequest,
  toBase64,
} from '../providers/signature/cms.ts';
import { refuseInProduction } from '../providers/signature/test-ca.ts';
import { issueTestKeys, type TestKey } from './test-keys.ts';

/** How the emulated password dialog ends: entered, cancelled, or a wrong password (EIMZO.md §1 known reasons). */
export type PasswordMode = 'accept' | 'cancel' | 'wrong';

export const EMULATOR_REASONS = {
  passwordCancelled: 'Ввод пароля отменен',
  wrongPassword: 'javax.crypto.BadPaddingException: Given final block not properly padded',
  keyNotFound: 'Key not found',
  unknownKeyId: 'Key by identifier not found',
  badArguments: 'Invalid arguments',
  badRequest: 'Invalid request',
  unknownFunction: 'Unknown function',
} as const;

/** EIMZO.md §2: clients compute major×100+minor; 486 offers every API the portal uses. */
export const EMULATED_VERSION = { major: '4', minor: '86' } as const;

type Reply = Record<string, unknown> & { success: boolean };
type Request = { plugin?: unknown; name?: unknown; arguments?: unknown };

const failure = (reason: string): Reply => ({ success: false, reason });

const isBase64 = (text: unknown): text is string =>
  typeof text === 'string' && /^[A-Za-z0-9+/]*={0,2}$/.test(text.replace(/\s+/g, '')) && text.replace(/\s+/g, '').length % 4 === 0;

export type EmulatorState = {
  keys: TestKey[];
  password: PasswordMode;
  /** keyId → key, for the keys loaded by load_key. */
  loaded: Map<string, TestKey>;
  apiKeys: Map<string, string>;
};

function passwordRefusal(state: EmulatorState): Reply | null {
  if (state.password === 'cancel') return failure(EMULATOR_REASONS.passwordCancelled);
  if (state.password === 'wrong') return failure(EMULATOR_REASONS.wrongPassword);
  return null;
}

function strings(args: unknown, count: number): string[] | null {
  if (!Array.isArray(args) || args.length < count || !args.slice(0, count).every((item) => typeof item === 'string')) return null;
  return args as string[];
}

async function pfx(state: EmulatorState, name: string, args: unknown): Promise<Reply> {
  switch (name) {
    case 'list_disks':
      return { success: true, disks: [...new Set(state.keys.map((key) => key.file.disk))] };
    case 'list_all_certificates':
      return { success: true, certificates: state.keys.map((key) => key.file) };
    case 'list_certificates': {
      const [disk] = strings(args, 1) ?? [];
      if (disk === undefined) return failure(EMULATOR_REASONS.badArguments);
      return { success: true, certificates: state.keys.filter((key) => key.file.disk === disk).map((key) => key.file) };
    }
    case 'load_key': {
      const given = strings(args, 4);
      if (!given) return failure(EMULATOR_REASONS.badArguments);
      const [disk, path, file, alias] = given;
      const key = state.keys.find(
        (item) =>
          item.file.disk === disk &&
          item.file.path === path &&
          item.file.name === file &&
          item.file.alias.toLowerCase() === alias.toLowerCase(),
      );
      if (!key) return failure(EMULATOR_REASONS.keyNotFound);
      const refusal = passwordRefusal(state);
      if (refusal) return refusal;
      const keyId = crypto.randomBytes(16).toString('hex');
      state.loaded.set(keyId, key);
      return { success: true, keyId, type: 'PFX_KEY_STORE' };
    }
    case 'verify_password': {
      const [keyId] = strings(args, 1) ?? [];
      if (!keyId || !state.loaded.has(keyId)) return failure(EMULATOR_REASONS.unknownKeyId);
      return passwordRefusal(state) ?? { success: true };
    }
    case 'unload_key': {
      const [keyId] = strings(args, 1) ?? [];
      if (!keyId || !state.loaded.delete(keyId)) return failure(EMULATOR_REASONS.unknownKeyId);
      return { success: true };
    }
    default:
      return failure(EMULATOR_REASONS.unknownFunction);
  }
}

async function pkcs7(state: EmulatorState, name: string, args: unknown): Promise<Reply> {
  const keyOf = (keyId: string | undefined) => (keyId ? state.loaded.get(keyId) : undefined);
  switch (name) {
    case 'create_pkcs7': {
      const given = strings(args, 2);
      if (!given || !isBase64(given[0])) return failure(EMULATOR_REASONS.badArguments);
      const key = keyOf(given[1]);
      if (!key) return failure(EMULATOR_REASONS.unknownKeyId);
      // The third argument is 'yes' for detached; 'no', '' or nothing for attached (EIMZO.md §2).
      const detached = given[2] === 'yes';
      const signed = await createPkcs7(Buffer.from(given[0], 'base64'), key.key, { detached });
      return { success: true, pkcs7_64: signed.pkcs7, signer_serial_number: signed.signerSerialNumber, signature_hex: signed.signatureHex };
    }
    case 'append_pkcs7_attached':
    case 'append_pkcs7_detached': {
      const detached = name === 'append_pkcs7_detached';
      const given = strings(args, detached ? 3 : 2);
      if (!given || !given.slice(0, detached ? 2 : 1).every(isBase64)) return failure(EMULATOR_REASONS.badArguments);
      const [data, pkcs7Base64, keyId] = detached ? given : [undefined, given[0], given[1]];
      const key = keyOf(keyId);
      if (!key) return failure(EMULATOR_REASONS.unknownKeyId);
      const signed = await appendSigner(pkcs7Base64, key.key, {
        detachedContent: data === undefined ? undefined : Buffer.from(data, 'base64'),
      });
      return { success: true, pkcs7_64: signed.pkcs7, signer_serial_number: signed.signerSerialNumber, signature_hex: signed.signatureHex };
    }
    case 'attach_timestamp_token_pkcs7': {
      const given = strings(args, 3);
      if (!given || !isBase64(given[0]) || !isBase64(given[2])) return failure(EMULATOR_REASONS.badArguments);
      return { success: true, pkcs7_64: attachTimestampToken(given[0], given[1], given[2]) };
    }
    default:
      return failure(EMULATOR_REASONS.unknownFunction);
  }
}

async function tsaRequest(args: unknown): Promise<Reply> {
  const [signatureHex] = strings(args, 1) ?? [];
  if (!signatureHex || !/^[0-9a-fA-F]+$/.test(signatureHex)) return failure(EMULATOR_REASONS.badArguments);
  return { success: true, timestamp_request_64: await timestampRequest(signatureHex) };
}

/** One request frame to its one reply; never throws (a malformed call is a failure reply). */
export async function answer(state: EmulatorState, frame: string): Promise<Reply> {
  let request: Request;
  try {
    request = JSON.parse(frame) as Request;
  } catch {
    return failure(EMULATOR_REASONS.badRequest);
  }
  if (typeof request !== 'object' || request === null || typeof request.name !== 'string') {
    return failure(EMULATOR_REASONS.badRequest);
  }
  const { name, arguments: args } = request;
  try {
    switch (request.plugin ?? '') {
      case '':
        if (name === 'version') return { success: true, ...EMULATED_VERSION };
        if (name === 'apikey') {
          // A flat list alternating domain and key (EIMZO.md §2).
          if (!Array.isArray(args) || args.length % 2 !== 0 || !args.every((item) => typeof item === 'string')) {
            return failure(EMULATOR_REASONS.badArguments);
          }
          for (let index = 0; index < args.length; index += 2) state.apiKeys.set(args[index] as string, args[index + 1] as string);
          return { success: true };
        }
        // Older clients send the tsaclient call without its plugin (EIMZO.md §2 extras).
        if (name === 'get_timestamp_token_request_for_signature') return tsaRequest(args);
        return failure(EMULATOR_REASONS.unknownFunction);
      case 'pfx':
        return await pfx(state, name, args);
      case 'pkcs7':
        return await pkcs7(state, name, args);
      case 'x509': {
        if (name !== 'get_certificate_chain') return failure(EMULATOR_REASONS.unknownFunction);
        const [keyId] = strings(args, 1) ?? [];
        const key = keyId ? state.loaded.get(keyId) : undefined;
        if (!key) return failure(EMULATOR_REASONS.unknownKeyId);
        const chain = [key.key.certificate, ...key.key.chain].map((item) => toBase64(item.toSchema().toBER(false)));
        return { success: true, certificates: chain };
      }
      case 'tsaclient':
        if (name !== 'get_timestamp_token_request_for_signature') return failure(EMULATOR_REASONS.unknownFunction);
        return await tsaRequest(args);
      default:
        return failure(EMULATOR_REASONS.unknownFunction);
    }
  } catch (error) {
    return failure((error as Error).message || EMULATOR_REASONS.badArguments);
  }
}

export type RunningEmulator = { url: string; port: number; state: EmulatorState; close(): Promise<void> };

export async function startEimzoEmulator(
  options: { host?: string; port?: number; password?: PasswordMode; keys?: TestKey[] } = {},
): Promise<RunningEmulator> {
  refuseInProduction('The E-IMZO emulator');
  const state: EmulatorState = {
    keys: options.keys ?? (await issueTestKeys()),
    password: options.password ?? 'accept',
    loaded: new Map(),
    apiKeys: new Map(),
  };
  const host = options.host ?? '127.0.0.1';
  // Pages served from any origin may call it, as they may call E-IMZO (which checks the apikey, not the origin).
  const server = new WebSocketServer({ host, port: options.port ?? EIMZO_PORTS.ws, path: EIMZO_PATH });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  server.on('connection', (socket) => {
    socket.on('message', (data: RawData) => {
      void answer(state, data.toString()).then((reply) => socket.send(JSON.stringify(reply)));
    });
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `ws://${host}:${port}${EIMZO_PATH}`,
    port,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}
