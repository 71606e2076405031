import { Type, type EntityProperty, type Platform } from '@mikro-orm/core'
import type { ColumnInfo } from '../column-info.ts'
import { invalid, plainParam, PLAIN, type Kind } from './kind.ts'
import { InvalidChoice } from '../../errors.ts'

/** The stored key a choice value stands for (a label's key, or a key itself); undefined for anything else. */
export function choiceKey (choices: Record<number, string>, value: unknown): number | undefined {
  if (typeof value === 'number') return Object.hasOwn(choices, value) ? value : undefined
  for (const [key, label] of Object.entries(choices)) {
    if (label === value) return Number(key)
  }
  return undefined
}

/** The labels a client may send, for an error text that teaches them. */
function labelList (choices: Record<number, string>): string {
  return Object.values(choices).join(', ')
}

/** A choice column: the database holds the integer key, the record the label (a key is accepted too). */
class ChoiceType extends Type<string | number | null | undefined, number | null | undefined> {
  private readonly labels: Record<number, string>
  private readonly keys: Map<string, number>

  constructor (choices: Record<number, string>) {
    super()
    this.labels = choices
    this.keys = new Map(Object.entries(choices).map(([key, label]) => [label, Number(key)]))
  }

  override convertToDatabaseValue (value: string | number | null | undefined): number | null | undefined {
    if (value === null || value === undefined) return value
    const key = typeof value === 'number' ? value : this.keys.get(value)
    if (key === undefined || !Object.hasOwn(this.labels, key)) throw new InvalidChoice(String(value), labelList(this.labels))
    return key
  }

  override convertToJSValue (value: number | null | undefined): string | number | null | undefined {
    return value === null || value === undefined ? value : this.labels[Number(value)] ?? value
  }

  override getColumnType (prop: EntityProperty, platform: Platform): string {
    return platform.getSmallIntTypeDeclarationSQL(prop)
  }

  override compareAsType (): string {
    return 'number'
  }

  // A label or a key, not one scalar type: MikroORM would otherwise refuse `em.assign()` of a
  // label (a PUT through the unit of work assigning a default declared as the label).
  override get runtimeType (): string {
    return 'string | number'
  }
}

/**
 * A choice given by its label (a default declared as the label) is stored as its key on both
 * databases. An unknown label is refused as ChoiceType refuses it: SQLite would store the text.
 */
function toParam (info: ColumnInfo, value: unknown, dialect: 'sqlite' | 'postgresql'): unknown {
  if (typeof value !== 'string') return plainParam(value, dialect)
  const key = choiceKey(info.choices ?? {}, value)
  if (key === undefined) throw new InvalidChoice(String(value), labelList(info.choices ?? {}))
  return key
}

/** SMALLINT holding the key of a label: the record and the wire hold the label. */
export const choice: Kind = {
  ...PLAIN,
  name: 'choice',
  schema: info => ({ type: 'string', enum: Object.values(info.choices ?? {}) }),
  property (info) {
    // A server default may name a label: the database holds its key.
    const key = info.serverDefault === undefined ? undefined : choiceKey(info.choices ?? {}, info.serverDefault)
    return { type: new ChoiceType(info.choices ?? {}), ...(key === undefined ? {} : { defaultRaw: String(key) }) }
  },
  toParam,
  coerce (info, value) {
    const entry = Object.entries(info.choices ?? {}).find(([, label]) => label === value)
    return entry === undefined ? invalid(value, `choice (one of: ${labelList(info.choices ?? {})})`) : { ok: true, value: Number(entry[0]) }
  },
  encoder (info) {
    const labels = info.choices ?? {}
    const known = new Set(Object.values(labels))
    // Rows read through the driver hold the stored integer, records hold the label.
    return value => typeof value === 'string' && known.has(value) ? value : labels[Number(value)] ?? null
  },
  example: info => Object.values(info.choices ?? {})[0] ?? null,
  docType: () => 'string'
}
