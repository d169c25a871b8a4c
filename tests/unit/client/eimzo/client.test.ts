// EIMZO.md §1–2: one socket per call, the message shapes, and the two failures the signing screen tells apart.
import { describe, expect, it } from 'vitest';
import { formatEimzoDate } from '../../../../src/shared/eimzo.ts';
import {
  connectAndList,
  createEimzo,
  EimzoError,
  isEimzoNotRunning,
  signWith,
  socketTransport,
  type EimzoTransport,
} from '../../../../src/client/lib/eimzo/client.ts';

type Sent = { plugin?: string; name: string; arguments?: unknown[] };

const future = formatEimzoDate(new Date(Date.now() + 365 * 86_400_000));
const file = {
  disk: 'C:\\',
  path: '',
  name: 'DS307654321',
  alias: `cn=rasulov timur,o=ooo boshqa biznes,t=direktor,1.2.860.3.16.1.1=307654321,serialnumber=1a2b,validfrom=2024.01.01 00:00:00,validto=${future}`,
};

function fakeTransport(replies: Record<string, Record<string, unknown>>): { transport: EimzoTransport; sent: Sent[] } {
  const sent: Sent[] = [];
  return {
    sent,
    transport: async (message) => {
      sent.push(message);
      return replies[message.name] ?? { success: false, reason: 'unknown' };
    },
  };
}

/** A WebSocket stand-in: `behaviour` decides whether it answers, refuses or never opens. */
function fakeSocket(behaviour: 'answer' | 'error', reply: object = { success: true }) {
  const opened: FakeSocket[] = [];
  class FakeSocket {
    readyState = 0;
    sent: string[] = [];
    onopen: (() => void) | null = null;
    onmessage: ((event: { data: string }) => void) | null = null;
    onerror: (() => void) | null = null;
    onclose: ((event: { code: number }) => void) | null = null;
    constructor(readonly url: string) {
      opened.push(this);
      queueMicrotask(() => {
        if (behaviour === 'error') {
          this.onerror?.();
          return;
        }
        this.readyState = 1;
        this.onopen?.();
      });
    }
    send(data: string) {
      this.sent.push(data);
      queueMicrotask(() => this.onmessage?.({ data: JSON.stringify(reply) }));
    }
    close() {
      this.readyState = 3;
    }
  }
  return { WebSocketImpl: FakeSocket as unknown as typeof WebSocket, opened };
}

describe('E-IMZO client', () => {
  it('checks the version, sends the apikey without a plugin and lists the parsed keys', async () => {
    const { transport, sent } = fakeTransport({
      version: { success: true, major: '4', minor: '86' },
      apikey: { success: true },
      list_all_certificates: { success: true, certificates: [file, { ...file, name: 'broken', alias: 'cn=nobody' }] },
    });
    const keys = await connectAndList(createEimzo(transport));
    expect(sent.map((message) => [message.plugin, message.name])).toEqual([
      [undefined, 'version'],
      [undefined, 'apikey'],
      ['pfx', 'list_all_certificates'],
    ]);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ tin: '307654321', title: 'DIREKTOR', legalEntity: true, file });
  });

  it('loads the key and creates an attached PKCS#7 over the content passed unchanged', async () => {
    const { transport, sent } = fakeTransport({
      load_key: { success: true, keyId: 'k1' },
      create_pkcs7: { success: true, pkcs7_64: 'MIAGCSqG' },
    });
    const eimzo = createEimzo(transport);
    const [key] = await connectAndList(
      createEimzo(fakeTransport({ version: { success: true, major: '4', minor: '86' }, apikey: { success: true }, list_all_certificates: { success: true, certificates: [file] } }).transport),
    );
    expect(await signWith(eimzo, key!, 'PGh0bWw+')).toBe('MIAGCSqG');
    expect(sent).toEqual([
      { plugin: 'pfx', name: 'load_key', arguments: [file.disk, file.path, file.name, file.alias] },
      { plugin: 'pkcs7', name: 'create_pkcs7', arguments: ['PGh0bWw+', 'k1', 'no'] },
    ]);
  });

  it('appends the signature to the PKCS#7 another signer made first (append_pkcs7_attached)', async () => {
    const { transport, sent } = fakeTransport({
      load_key: { success: true, keyId: 'k1' },
      append_pkcs7_attached: { success: true, pkcs7_64: 'MIAGBOTH' },
    });
    const [key] = await connectAndList(
      createEimzo(fakeTransport({ version: { success: true, major: '4', minor: '86' }, apikey: { success: true }, list_all_certificates: { success: true, certificates: [file] } }).transport),
    );
    expect(await signWith(createEimzo(transport), key!, 'PGh0bWw+', { appendTo: 'MIAGSYSTEM' })).toBe('MIAGBOTH');
    expect(sent[1]).toEqual({ plugin: 'pkcs7', name: 'append_pkcs7_attached', arguments: ['MIAGSYSTEM', 'k1'] });
  });

  it('turns a success:false reply into a refusal with its reason', async () => {
    const { transport } = fakeTransport({ load_key: { success: false, reason: 'Ввод пароля отменен' } });
    const failure = await createEimzo(transport).loadKey(file).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EimzoError);
    expect(failure).toMatchObject({ kind: 'refused', message: 'Ввод пароля отменен' });
    expect(isEimzoNotRunning(failure)).toBe(false);
  });

  it('opens one socket per call and sends one JSON frame on it', async () => {
    const { WebSocketImpl, opened } = fakeSocket('answer', { success: true, major: '4', minor: '86' });
    const eimzo = createEimzo(socketTransport('ws://127.0.0.1:64646/service/cryptapi', WebSocketImpl));
    expect(await eimzo.version()).toBe(486);
    await eimzo.version();
    expect(opened).toHaveLength(2);
    expect(opened[0]!.sent).toEqual([JSON.stringify({ name: 'version' })]);
    expect(opened[0]!.readyState).toBe(3);
  });

  it('reports a socket that cannot connect as E-IMZO not running', async () => {
    const { WebSocketImpl } = fakeSocket('error');
    const failure = await createEimzo(socketTransport('ws://127.0.0.1:1/x', WebSocketImpl))
      .version()
      .catch((error: unknown) => error);
    expect(isEimzoNotRunning(failure)).toBe(true);
  });
});
