// The product version (package.json), read once: the backup manifest and the error reports' release carry it.
import fs from 'node:fs';

export const PRODUCT_VERSION: string = (JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
