// Logout (spec 01 §4): tell the server, ignore any failure, then forget the tokens (the device token stays) and,
// through the query client's session watch, everything cached for this user.
import { logout } from '#shared/api/auth.ts';
import { request } from './api.ts';
import { clearSession, getSession } from './session.ts';

export async function signOut(): Promise<void> {
  const { accessToken, refreshToken } = getSession();
  try {
    await request(logout, { body: { accessToken: accessToken ?? undefined, refreshToken: refreshToken ?? undefined } });
  } catch {
    // The local session ends whatever the server says.
  }
  clearSession();
}
