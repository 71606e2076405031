/** The contract's serial class variables, as a model (or an ad-hoc call) sets them. */
export interface SerialSettings {
  SERIAL_STOPLIST?: readonly string[] | undefined
  SERIAL_FIELDS?: readonly string[] | undefined
  SERIAL_FIELD_RELATIONS?: Readonly<Record<string, readonly string[] | null>> | undefined
}

/** Per-call overrides of `toDict`/`serialize`, and per-method overrides of a resource. */
export interface SerialOverrides {
  serialFields?: readonly string[] | undefined
  serialFieldRelations?: Readonly<Record<string, readonly string[] | null>> | undefined
}
