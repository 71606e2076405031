/**
 * A client's baseUrl as every URL it builds starts: in WHATWG form (`http://LocalHost:80/api/` is
 * `http://localhost/api`, a newline or a space read with it from a file dropped), without its
 * trailing slash, so that a URL the client builds and one it resolves agree; a relative one
 * (`/api`, a browser app's own origin) as it is. One for the calls and the event streams alike.
 */
export function baseOf (baseUrl: string): string {
  return (URL.canParse(baseUrl) ? new URL(baseUrl).toString() : baseUrl).replace(/\/$/, '')
}
