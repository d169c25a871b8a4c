// Answers index.html's start script asked for (build/signed-in-start-preload.ts, issue 24 item 6): at a signed-in
// start it sends the first screen's API requests while the page's code is still on its way, and `send` in
// lib/api.ts takes the response of the request it was about to make instead of making it again. A response is taken
// once, and only by the same request with the same token and language; a 401 among them is renewed as any other.

/** The page global the start script leaves its requests on. */
export const START_REQUESTS_GLOBAL = '__agentPortalStartRequests';

/** What the start script records of each request it sent. */
export type StartedRequest = {
  method: string;
  url: string;
  body: string | null;
  token: string;
  language: string;
  sentAt: number;
  response: Promise<Response>;
};

/** An answer sent before the screen that needs it, which nobody took within this time (the guard sent the user
 * elsewhere), is too old to stand for the server's state when that screen opens later (lib/early-requests.ts too). */
export const TAKE_WITHIN_MS = 30_000;

const started = (): StartedRequest[] => {
  const value: unknown = (window as unknown as Record<string, unknown>)[START_REQUESTS_GLOBAL];
  return Array.isArray(value) ? (value as StartedRequest[]) : [];
};

/** The response of this exact request, if the start script sent it and nobody has taken it yet. */
export function takeStartedResponse(wanted: Omit<StartedRequest, 'sentAt' | 'response'>): Promise<Response> | null {
  if (typeof window === 'undefined') return null;
  const requests = started();
  const index = requests.findIndex(
    (request) =>
      request.method === wanted.method &&
      request.url === wanted.url &&
      request.body === wanted.body &&
      request.token === wanted.token &&
      request.language === wanted.language,
  );
  if (index < 0) return null;
  const [request] = requests.splice(index, 1);
  return Date.now() - request!.sentAt <= TAKE_WITHIN_MS ? request!.response : null;
}
