// A readable name for a device from its user agent: browser and operating system, enough to recognise it.
const BROWSERS: [RegExp, string][] = [
  [/YaBrowser/i, 'Yandex Browser'],
  [/Edg\//i, 'Microsoft Edge'],
  [/OPR\/|Opera/i, 'Opera'],
  [/SamsungBrowser/i, 'Samsung Internet'],
  [/Firefox|FxiOS/i, 'Firefox'],
  [/Chrome|CriOS|Chromium/i, 'Chrome'],
  [/Safari/i, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows/i, 'Windows'],
  [/Android/i, 'Android'],
  [/iPhone|iPad|iPod/i, 'iOS'],
  [/Mac OS X|Macintosh/i, 'macOS'],
  [/CrOS/i, 'ChromeOS'],
  [/Linux/i, 'Linux'],
];

export function describeUserAgent(userAgent: string): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  return [browser, system].filter(Boolean).join(' · ') || userAgent;
}
