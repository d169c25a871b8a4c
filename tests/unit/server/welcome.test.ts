// Issue 16: what `npm start` prints once the server listens: the address to open and, with the demo data, the
// accounts to try.
import { describe, expect, it } from 'vitest';
import { portalUrl, welcomeText } from '../../../src/server/welcome.ts';

describe('welcomeText', () => {
  it('names the address, the three demo accounts and the staff console', () => {
    const text = welcomeText({ host: '127.0.0.1', port: 8080, seed: 'demo', env: 'development' }, 8080);
    expect(text).toContain('http://127.0.0.1:8080');
    expect(text).toContain('+998 90 000 00 01   111111');
    expect(text).toContain('+998 90 000 00 02   222222');
    expect(text).toContain('+998 90 000 00 03   333333');
    expect(text).toContain('HOST=0.0.0.0');
    expect(text).toContain('Staff console: http://127.0.0.1:8080/staff');
    expect(text).toContain('staff-demo-2026');
  });

  it('leaves the demo accounts out without demo data or in production', () => {
    expect(welcomeText({ host: '127.0.0.1', port: 8080, seed: 'none', env: 'development' }, 8080)).not.toContain('111111');
    expect(welcomeText({ host: '127.0.0.1', port: 8080, seed: 'demo', env: 'production' }, 8080)).not.toContain('111111');
    expect(welcomeText({ host: '127.0.0.1', port: 8080, seed: 'demo', env: 'production' }, 8080)).not.toContain('staff-demo-2026');
  });

  it('opens a wildcard host through the loopback address, on the port actually bound', () => {
    expect(portalUrl({ host: '0.0.0.0', port: 0 }, 41234)).toBe('http://127.0.0.1:41234');
    expect(portalUrl({ host: '::1', port: 8080 }, 8080)).toBe('http://[::1]:8080');
  });
});
