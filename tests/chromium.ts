// Debian's Chromium and the launch arguments it needs on these machines (no sandbox as root, no GPU, nothing that
// reaches the network on its own): the browser tests and the browser benchmarks launch it the same way.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
