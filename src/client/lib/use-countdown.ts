// The resend timer of one-time codes (spec 01 §4): counts down from the moment a code was sent and restarts on
// each resend. It counts against the clock rather than ticks, so a throttled background tab stays right.
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from './api.ts';
import { readJson, STORAGE_KEYS, writeJson } from './storage.ts';

/** `sentAt`: when the code on screen was sent, if before this step showed (a code asked for before a reload). */
export function useCountdown(seconds: number, sentAt?: number): { remaining: number; restart: () => void } {
  const [deadline, setDeadline] = useState(() => (sentAt ?? Date.now()) + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((deadline - now) / 1000));

  useEffect(() => {
    if (remaining === 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [remaining]);

  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setDeadline(start + seconds * 1000);
  }, [seconds]);

  return { remaining, restart };
}

type SentCode<T> = { answer: T; sentAt: number };

/** The codes asked for on this device within their resend window, by `askForCode`'s key. */
function sentCodes(windowMs: number, now: number): Record<string, SentCode<unknown>> {
  const stored = readJson(STORAGE_KEYS.sentCodes);
  if (typeof stored !== 'object' || stored === null) return {};
  return Object.fromEntries(
    Object.entries(stored as Record<string, Partial<SentCode<unknown>>>).flatMap(([key, sent]) =>
      typeof sent.sentAt === 'number' && now - sent.sentAt < windowMs ? [[key, { answer: sent.answer, sentAt: sent.sentAt }]] : [],
    ),
  );
}

/**
 * Asks for a one-time code (`send`) and remembers its answer for the resend window (issue 16). The server refuses
 * another code for the same phone within the window (429), and a reload on the code step loses the step: asking
 * again then answers the code already sent and when, so the step shows the time left and takes the code the person
 * already has instead of a dead end. `key` names the purpose and the phone; the stored token is worth nothing
 * without the code, and is kept for the window only.
 */
export async function askForCode<T>(key: string, seconds: number, send: () => Promise<T>): Promise<SentCode<T>> {
  const now = Date.now();
  const fresh = sentCodes(seconds * 1000, now);
  try {
    const answer = await send();
    writeJson(STORAGE_KEYS.sentCodes, { ...fresh, [key]: { answer, sentAt: now } });
    return { answer, sentAt: now };
  } catch (error) {
    const sent = fresh[key];
    if (sent && isApiError(error) && error.status === 429) return { answer: sent.answer as T, sentAt: sent.sentAt };
    throw error;
  }
}
