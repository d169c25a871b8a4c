// Counts that say what a payment costs the database, whatever the machine (issue 23): round trips to PostgreSQL,
// counted on the wire, and the pages SQLite writes to its WAL. The payments benchmark prints them and the API suite
// holds them (tests/api/payment-counts.test.ts).
import fs from 'node:fs';
import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that counts the client's round trips: each Sync (the end of an extended-protocol
 * query) and each simple Query message is one, as each waits for the server's ReadyForQuery. The SQL of each simple
 * query and each Parse is kept too (`statements`), to list what a payment sends.
 */
export type WireCounter = {
  /** `url` with its host and port replaced by the proxy's. */
  url: string;
  roundTrips: () => number;
  /** The SQL sent since the last `reset` (a prepared statement's Parse once, then nothing: its name is bound). */
  statements: () => string[];
  reset: () => void;
  close: () => Promise<void>;
};

export async function pgWireCounter(url: string): Promise<WireCounter> {
  const target = new URL(url);
  let roundTrips = 0;
  let statements: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    client.on('close', () => sockets.delete(client));
    upstream.on('close', () => sockets.delete(upstream));
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    upstream.pipe(client);
    // Frontend messages: the startup (and an SSL request) have no type byte; every later one is a type byte and an
    // int32 length that counts itself.
    let buffered = Buffer.alloc(0);
    let untyped = true;
    client.on('data', (chunk: Buffer) => {
      upstream.write(chunk);
      buffered = Buffer.concat([buffered, chunk]);
      for (;;) {
        if (untyped) {
          if (buffered.length < 8) break;
          const length = buffered.readInt32BE(0);
          if (buffered.length < length) break;
          const sslRequest = length === 8 && buffered.readInt32BE(4) === 80877103;
          buffered = buffered.subarray(length);
          if (!sslRequest) untyped = false;
          continue;
        }
        if (buffered.length < 5) break;
        const length = buffered.readInt32BE(1);
        if (buffered.length < length + 1) break;
        const type = String.fromCharCode(buffered[0]!);
        if (type === 'S' || type === 'Q') roundTrips += 1;
        if (type === 'Q') statements.push(buffered.toString('utf8', 5, length));
        if (type === 'P') {
          const nameEnd = buffered.indexOf(0, 5);
          statements.push(buffered.toString('utf8', nameEnd + 1, buffered.indexOf(0, nameEnd + 1)));
        }
        buffered = buffered.subarray(length + 1);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(address.port);
  return {
    url: proxied.toString(),
    roundTrips: () => roundTrips,
    statements: () => statements.map((text) => text.replace(/\0$/, '')),
    reset: () => {
      roundTrips = 0;
      statements = [];
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** SQLite's WAL: a 32-byte header, then frames of a 24-byte header and one page each. */
const WAL_HEADER = 32;
const FRAME_HEADER = 24;

/**
 * The frames in a SQLite database's WAL file and the page each holds. Read after `PRAGMA wal_checkpoint(TRUNCATE)`
 * emptied it, this is every page the transactions since wrote, each once a transaction (no checkpoint in between:
 * SQLite checkpoints itself only past 1,000 frames).
 */
export function walFrames(sqliteFile: string): number[] {
  const wal = `${sqliteFile}-wal`;
  if (!fs.existsSync(wal)) return [];
  const bytes = fs.readFileSync(wal);
  if (bytes.length < WAL_HEADER) return [];
  const pageSize = bytes.readUInt32BE(8);
  const pages: number[] = [];
  for (let offset = WAL_HEADER; offset + FRAME_HEADER + pageSize <= bytes.length; offset += FRAME_HEADER + pageSize) {
    pages.push(bytes.readUInt32BE(offset));
  }
  return pages;
}
