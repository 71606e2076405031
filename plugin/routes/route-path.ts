/** `<int:id>` (the contract's form), `<uuid:id>` or any `:name` to Fastify's `:id`, the one parameter routes read. */
export function routePath (url: string): string {
  return url.replace(/<\w+:\w+>|:\w+/g, ':id')
}
