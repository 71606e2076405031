import { hash } from 'node:crypto'

/**
 * 128 bits of SHA-256, base64url: an accidental collision is out of reach, and the tag stays
 * short. The one-shot `hash` costs a third of createHash().update().digest() on a record's text.
 */
function digest (text: string): string {
  return hash('sha256', text, 'base64url').slice(0, 22)
}

/**
 * The strong tag of one record: a digest of the text of the record's default GET answer (`text`,
 * written by RecordTags from `toDict` under the GET plan: its visible columns and computed
 * fields, and the related records that answer includes). It changes whenever that answer would,
 * whatever `fields` a request asks for, and never reflects what the GET does not show
 * (write-only columns, fields hidden by the serial settings): a tag may not tell a client that a
 * password changed. The GET sends the text it hashed: one serialization, not two.
 */
export function recordTag (text: string): string {
  return `"${digest(text)}"`
}

/** The weak tag of a collection answer: a digest of the body as sent. */
export function pageTag (payload: string): string {
  return `W/"${digest(payload)}"`
}
