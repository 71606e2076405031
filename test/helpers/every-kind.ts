// A record type with a column of every kind (named after it), and a value of each: what the typed
// client's operator types are checked on (test/types/filter-ops.tst.ts) and sent with (test/client/filter-ops.test.ts).
import { Column, defineModel, type ColumnKind } from '../../lib/index.ts'

export const Sample = defineModel({
  name: 'Sample',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    integer: Column.Integer(),
    smallinteger: Column.SmallInteger(),
    biginteger: Column.BigInteger(),
    string: Column.String(20),
    text: Column.Text(),
    float: Column.Float(),
    numeric: Column.Numeric(6, 2),
    date: Column.Date(),
    datetime: Column.DateTime(),
    boolean: Column.Boolean(),
    choice: Column.Choice({ 1: 'low', 2: 'high' }),
    uuid: Column.Uuid(),
    json: Column.Json()
  }
})

/** A value of each kind's column. */
export const SAMPLE_VALUES = {
  integer: 7,
  smallinteger: 7,
  biginteger: 7,
  string: 'abc',
  text: 'abc',
  float: 1.5,
  numeric: '1.50',
  date: '2024-05-01',
  datetime: '2024-05-01 12:00:00',
  boolean: true,
  choice: 'high',
  uuid: 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11',
  json: { on: true }
} as const satisfies Record<ColumnKind, unknown>
