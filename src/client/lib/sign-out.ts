// Logout (spec 01 §4): tell the server, ignore any failure, then forget the tokens (the device token stays) and,
// through the query client's session watch, everything cached for this user. The browser's push subscription ends
// too (issue 21): the server drops the device's on logout, and a logout it never heard of (offline) leaves the push
// service nothing to deliver either; its 410 makes the server drop it then.
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
  await endPushSubscription();
  clearSession();
}

async function endPushSubscription(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    await (await registration?.pushManager?.getSubscription())?.unsubscribe();
  } catch {
    // No worker or no push here: nothing to end.
  }
}
