// Which API answers the service worker may keep (issue 4 item 2): GET reference data of the catalogue that is the
// same for every user and rarely changes — provinces and districts, a merchant's regions, sub-regions and options.
// Nothing else under /api is ever cached: not auth, OTP or PIN answers, not balances, invoices or anything a user
// owns, and not the settings, whose offline limits must be the server's latest (they persist in the query cache).
// The catalogue calls are not scoped (spec 02 §7): both roles reach them under /api/agent.
const REFERENCE_PATHS = [
  /^\/api\/agent\/v1\/province$/,
  /^\/api\/agent\/v1\/district\/by-province\/[^/]+$/,
  /^\/api\/agent\/v1\/region\/[^/]+(\/[^/]+)?$/,
  /^\/api\/agent\/v1\/agent-merchant\/options\/[^/]+$/,
];

export function isReferenceData(request: { method: string; url: string }): boolean {
  const url = new URL(request.url);
  return request.method === 'GET' && url.search === '' && REFERENCE_PATHS.some((path) => path.test(url.pathname));
}
