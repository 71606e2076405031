/** A name (table, column) as a quoted identifier. */
export function quote (name: string): string {
  return '"' + name.replaceAll('"', '""') + '"'
}

/** A text as a string literal, for the few statements that take a name as a value. */
export function literal (text: string): string {
  return "'" + text.replaceAll("'", "''") + "'"
}
