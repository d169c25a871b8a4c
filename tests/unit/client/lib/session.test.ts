// @vitest-environment jsdom
// The session across tabs (DESIGN §4): a pair renewed (or a session ended) in another tab reaches this one through
// the storage event, so this tab never presents a refresh token that was already rotated.
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, getSession, startSession, subscribeSession } from '#client/lib/session.ts';
import { STORAGE_KEYS } from '#client/lib/storage.ts';

/** What another tab does: writes the stored session; the browser then tells this tab. */
function writtenByAnotherTab(session: object) {
  const value = JSON.stringify(session);
  localStorage.setItem(STORAGE_KEYS.session, value);
  window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.session, newValue: value }));
}

const signedIn = { auth: { accessToken: 'a1', refreshToken: 'r1' }, deviceToken: 'd1' };

afterEach(() => clearSession());

describe('session shared by tabs', () => {
  it('takes the pair another tab renewed and tells its subscribers', () => {
    startSession(signedIn);
    let told = 0;
    const unsubscribe = subscribeSession(() => told++);
    writtenByAnotherTab({ ...getSession(), accessToken: 'a2', refreshToken: 'r2' });
    unsubscribe();
    expect(getSession()).toMatchObject({ accessToken: 'a2', refreshToken: 'r2', deviceToken: 'd1' });
    expect(told).toBe(1);
  });

  it('ends the session another tab ended', () => {
    startSession(signedIn);
    writtenByAnotherTab({ ...getSession(), accessToken: null, refreshToken: null, role: null });
    expect(getSession()).toMatchObject({ accessToken: null, refreshToken: null });
  });

  it('ignores the other keys', () => {
    startSession(signedIn);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.locale, newValue: '"uz"' }));
    expect(getSession().accessToken).toBe('a1');
  });
});
