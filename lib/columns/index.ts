export { Column } from './column.ts'
export { COLUMN, columnInfo, serverNow } from './column-info.ts'
export type { ColumnInfo, ColumnKind, ColumnOptions, ColumnSchema, DefaultValue } from './column-info.ts'
export type { JsonValue } from './column.ts'
