import { hash } from 'node:crypto'

/**
 * 128 bits of SHA-256, base64url: an accidental collision is out of reach, and the tag stays
 * short. The one-shot `hash` costs a third of createHash().update().digest() on a record's text.
 */
function digest (bytes: string | Buffer): string {
  return hash('sha256', bytes, 'base64url').slice(0, 22)
}

/**
 * The strong tag of one record: a digest of the text of the record's default GET answer (`text`,
 * written by RecordTags from `toDict` under the GET plan: its visible columns and computed
 * fields, and the related records that answer includes). It changes whenever that answer would,
 * whatever `fields` a request asks for, and never reflects what the GET does not show
 * (write-only columns, fields hidden by the serial settings): a tag may not tell a client that a
 * password changed. The GET sends the bytes it hashed: one serialization and one encoding, not two (answerBytes).
 */
export function recordTag (text: string | Buffer): string {
  return `"${digest(text)}"`
}

/** The weak tag of a collection answer: a digest of the body as sent. */
export function pageTag (payload: string | Buffer): string {
  return `W/"${digest(payload)}"`
}

/**
 * An answer's text as it is both hashed and sent: as UTF-8 bytes when long, as the text itself
 * when short. Hashing a long text and then sending it encoded it twice, and Fastify measured its
 * length a third time: on a text with any character past Latin-1 (a dash, a quote mark) V8
 * encodes it slowly. A page of 50 books: 41 µs for the digest and the encoding against 22
 * (bench/RESULTS.md, 2026-11-29). A short text costs less to encode twice than a Buffer costs to
 * send: Node writes the headers and a Buffer with two buffers (writev), the headers and a text as
 * one (2 µs a request on a minimal route; bench/RESULTS.md, 2026-11-29 10:45). The digest of either is of the same UTF-8 bytes.
 */
export function answerBytes (text: string): string | Buffer {
  return text.length <= SHORT_ANSWER ? text : Buffer.from(text, 'utf8')
}

/** The longest answer, in characters, sent as its text (answerBytes). */
const SHORT_ANSWER = 2048
