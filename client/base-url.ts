/**
 * A client's baseUrl as every URL it builds starts: in WHATWG form (`http://LocalHost:80/api/` is
 * `http://localhost/api`, a newline or a space read with it from a file dropped), without its
 * trailing slash, so that a URL the client builds and one it resolves agree; a relative one
 * (`/api`, a browser app's own origin) as it is. One for the calls and the event streams alike.
 */
export function baseOf (baseUrl: string): string {
  return (URL.canParse(baseUrl) ? new URL(baseUrl).toString() : baseUrl).replace(/\/$/, '')
}

/** What a relative baseUrl is read against: no request ever goes to it. */
const NO_ORIGIN = 'http://relative.invalid'

/**
 * `reference` (a `Link`'s or `Location`'s URL) resolved against a URL the client built: as
 * `new URL` does, but against a relative one too (a relative baseUrl's), which stays relative.
 */
export function resolved (reference: string, against: string): string {
  if (URL.canParse(against)) return new URL(reference, against).toString()
  const url = new URL(reference, new URL(against, `${NO_ORIGIN}/`))
  return url.origin === NO_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : url.toString()
}
