/** A record's field by its name, where the record type is known only at run time (routes, writes). */
export function fieldValue (record: object, prop: string): unknown {
  return Reflect.get(record, prop)
}
