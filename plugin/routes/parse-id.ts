import { errors, type ModelMeta } from '../../lib/index.ts'

/** The `<int:id>` path segment as the primary key's value; anything else is a 404. */
export function parseId (meta: ModelMeta, raw: string): number {
  const { info } = meta.primaryKey
  if (!/^-?\d{1,20}$/.test(raw)) throw new errors.InvalidId(raw.slice(0, 40), meta.name)
  const id = Number(raw)
  if (!Number.isSafeInteger(id) || (info.minimum !== undefined && id < Number(info.minimum)) ||
    (info.maximum !== undefined && id > Number(info.maximum))) {
    throw new errors.InvalidId(raw, meta.name)
  }
  return id
}

/** `<int:id>` (the contract's form) or any `:name` to Fastify's `:id`, the one parameter routes read. */
export function routePath (url: string): string {
  return url.replace(/<int:\w+>|:\w+/g, ':id')
}
