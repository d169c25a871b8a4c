// spec 01 §2.8: a trusted device's type is shown as desktop, tablet or mobile, read from its user agent.
import { describe, expect, it } from 'vitest';
import { deviceKind } from '../../../../src/shared/api/devices.ts';

describe('deviceKind', () => {
  it.each([
    ['mobile', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1'],
    ['mobile', 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36'],
    ['mobile', 'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80) Presto/2.5.25 Version/10.54'],
    ['tablet', 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1'],
    ['tablet', 'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 Chrome/126.0 Safari/537.36'],
    ['desktop', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36'],
    ['desktop', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15'],
    ['desktop', 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0'],
    ['desktop', 'unknown'],
  ])('reads %s from %s', (kind, userAgent) => {
    expect(deviceKind(userAgent)).toBe(kind);
  });
});
