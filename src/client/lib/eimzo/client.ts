// The E-IMZO protocol client (../shared/EIMZO.md §1–2): one websocket per call, one JSON frame out, one reply in,
// as the official client does. A socket that cannot open means E-IMZO is not running on this computer.
import { eimzoUrl, keysOf, type EimzoKey, type EimzoKeyFile } from '#shared/eimzo.ts';

/** Why a call failed: the program is not running, or it answered `success: false` with its reason. */
export class EimzoError extends Error {
  readonly kind: 'not_running' | 'refused';
  constructor(kind: 'not_running' | 'refused', reason: string) {
    super(reason);
    this.name = 'EimzoError';
    this.kind = kind;
  }
}

export const isEimzoNotRunning = (error: unknown) => error instanceof EimzoError && error.kind === 'not_running';

/**
 * The domain/key pairs E-IMZO wants before it lists keys (EIMZO.md §2): issued by the vendor per domain and given at
 * build time as `VITE_EIMZO_APIKEYS=domain,key,domain,key`; the emulator accepts any list.
 */
const API_KEYS: string[] = ((import.meta.env.VITE_EIMZO_APIKEYS as string | undefined) ?? '')
  .split(',')
  .map((item) => item.trim())
  .filter(Boolean);

type Reply = { success?: boolean; reason?: string } & Record<string, unknown>;
type Message = { plugin?: string; name: string; arguments?: unknown[] };

export type EimzoTransport = (message: Message) => Promise<Reply>;

const TIMEOUT_MS = 120_000;

/** Sends one message on its own socket; `WebSocketImpl` lets unit tests pass a fake. */
export function socketTransport(url: string, WebSocketImpl: typeof WebSocket = WebSocket): EimzoTransport {
  return (message) =>
    new Promise((resolve, reject) => {
      let settled = false;
      let socket: WebSocket;
      const finish = (action: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        action();
        if (socket.readyState <= 1) socket.close();
      };
      try {
        socket = new WebSocketImpl(url);
      } catch {
        reject(new EimzoError('not_running', 'connection'));
        return;
      }
      const timer = setTimeout(() => finish(() => reject(new EimzoError('not_running', 'timeout'))), TIMEOUT_MS);
      socket.onopen = () => socket.send(JSON.stringify(message));
      socket.onmessage = (event: MessageEvent) =>
        finish(() => {
          try {
            resolve(JSON.parse(String(event.data)) as Reply);
          } catch {
            reject(new EimzoError('refused', 'unreadable reply'));
          }
        });
      socket.onerror = () => finish(() => reject(new EimzoError('not_running', 'connection')));
      socket.onclose = (event: CloseEvent) => finish(() => reject(new EimzoError('not_running', `closed ${event.code}`)));
    });
}

export function createEimzo(transport: EimzoTransport) {
  async function call(message: Message): Promise<Reply> {
    const reply = await transport(message);
    if (reply.success !== true) throw new EimzoError('refused', typeof reply.reason === 'string' ? reply.reason : 'refused');
    return reply;
  }
  /** create_pkcs7 with what a timestamp needs: the raw signature (`signature_hex`) and the signer's serial. */
  async function createSignature(dataB64: string, keyId: string): Promise<{ pkcs7: string; signatureHex: string; signerSerialNumber: string }> {
    const reply = await call({ plugin: 'pkcs7', name: 'create_pkcs7', arguments: [dataB64, keyId, 'no'] });
    return { pkcs7: String(reply.pkcs7_64), signatureHex: String(reply.signature_hex), signerSerialNumber: String(reply.signer_serial_number) };
  }
  return {
    /** major×100+minor (EIMZO.md §2). */
    async version(): Promise<number> {
      const reply = await call({ name: 'version' });
      return Number(reply.major) * 100 + Number(reply.minor);
    },
    async apikey(pairs: string[] = API_KEYS): Promise<void> {
      await call({ name: 'apikey', arguments: pairs.length % 2 === 0 ? pairs : [] });
    },
    async listKeys(): Promise<EimzoKey[]> {
      const reply = await call({ plugin: 'pfx', name: 'list_all_certificates' });
      return keysOf((reply.certificates ?? []) as EimzoKeyFile[]);
    },
    async loadKey(file: EimzoKeyFile): Promise<string> {
      const reply = await call({ plugin: 'pfx', name: 'load_key', arguments: [file.disk, file.path, file.name, file.alias] });
      return String(reply.keyId);
    },
    /** Attached PKCS#7 over the base64 content, passed unchanged. */
    async createPkcs7(dataB64: string, keyId: string): Promise<string> {
      return (await createSignature(dataB64, keyId)).pkcs7;
    },
    createSignature,
    /** append_pkcs7_attached: one more signer over the content another signer's attached PKCS#7 carries. */
    async appendPkcs7(pkcs7: string, keyId: string): Promise<string> {
      const reply = await call({ plugin: 'pkcs7', name: 'append_pkcs7_attached', arguments: [pkcs7, keyId] });
      return String(reply.pkcs7_64);
    },
    /** attach_timestamp_token_pkcs7: the server's token becomes part of the signer's signature. */
    async attachTimestamp(pkcs7: string, signerSerialNumber: string, tokenB64: string): Promise<string> {
      const reply = await call({ plugin: 'pkcs7', name: 'attach_timestamp_token_pkcs7', arguments: [pkcs7, signerSerialNumber, tokenB64] });
      return String(reply.pkcs7_64);
    },
  };
}

export type Eimzo = ReturnType<typeof createEimzo>;

/** The program on this computer, over ws for an http page and wss for an https one. */
export function browserEimzo(): Eimzo {
  return createEimzo(socketTransport(eimzoUrl(window.location.protocol === 'https:')));
}

/** Connects (version, apikey) and lists the keys; throws EimzoError('not_running') when the program is absent. */
export async function connectAndList(eimzo: Eimzo): Promise<EimzoKey[]> {
  await eimzo.version();
  await eimzo.apikey();
  return eimzo.listKeys();
}

/**
 * Loads the key (E-IMZO asks for its password) and signs the content. `appendTo`: the system's attached PKCS#7 over
 * the same content, which the signature is appended to (spec 03 §7, an additional agreement the system signed first);
 * `timestamper` (spec 03 §4, account invoices): the server's token over the signature is attached before it is returned.
 */
export async function signWith(
  eimzo: Eimzo,
  key: EimzoKey,
  dataB64: string,
  options: { appendTo?: string | null; timestamper?: (signatureHex: string) => Promise<string> } = {},
): Promise<string> {
  const keyId = await eimzo.loadKey(key.file);
  if (options.appendTo) return eimzo.appendPkcs7(options.appendTo, keyId);
  if (!options.timestamper) return eimzo.createPkcs7(dataB64, keyId);
  const signed = await eimzo.createSignature(dataB64, keyId);
  const token = await options.timestamper(signed.signatureHex);
  return eimzo.attachTimestamp(signed.pkcs7, signed.signerSerialNumber, token);
}
