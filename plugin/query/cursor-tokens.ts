import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto'
import { errors } from '../../lib/index.ts'
import { QUERY_LIMITS } from './limits.ts'

/** A secret that signs cursors: text (UTF-8) or bytes, at least 16 bytes. */
export type CursorKey = string | Uint8Array

const MIN_KEY_BYTES = 16
const IV_BYTES = 16
const TAG_BYTES = 16
const TOKEN = /^[A-Za-z0-9_-]*$/

/** The key of every app of this process that is given none: tokens of one process, only. */
let processKey: Buffer | undefined

function bad (): Error {
  return new errors.BadCursor()
}

/**
 * Seals and opens cursor tokens (extensions §3): base64url of IV, tag and the encrypted order
 * keys. The tag is an HMAC-SHA-256 (truncated to 128 bits) of the query the cursor belongs to
 * (route, order, filters), the IV and the ciphertext: a changed byte, a token of another key
 * or of another query, is refused alike. The keys are encrypted (AES-256-CTR) because a
 * resource's own order may use a column its answer hides. Both keys derive from the one secret (HKDF).
 */
export class CursorTokens {
  private readonly encryption: Buffer
  private readonly signing: Buffer

  constructor (key?: CursorKey) {
    const secret = key === undefined ? (processKey ??= randomBytes(32)) : Buffer.from(key)
    if (secret.length < MIN_KEY_BYTES) throw new errors.WeakCursorKey(secret.length)
    this.encryption = Buffer.from(hkdfSync('sha256', secret, '', 'fastify-model-resources cursor encryption', 32))
    this.signing = Buffer.from(hkdfSync('sha256', secret, '', 'fastify-model-resources cursor signing', 32))
  }

  seal (values: readonly unknown[], context: string): string {
    const iv = randomBytes(IV_BYTES)
    const cipher = createCipheriv('aes-256-ctr', this.encryption, iv)
    const body = Buffer.concat([cipher.update(JSON.stringify(values), 'utf8'), cipher.final()])
    return Buffer.concat([iv, this.tag(context, iv, body), body]).toString('base64url')
  }

  /** The values sealed in `token` for `context`; BadCursor when it is not such a token. */
  open (token: string, context: string): unknown[] {
    if (token.length > QUERY_LIMITS.cursorLength || !TOKEN.test(token)) throw bad()
    const raw = Buffer.from(token, 'base64url')
    // Only the one spelling of these bytes: a change to a last character's unused bits is a change too.
    if (raw.length <= IV_BYTES + TAG_BYTES || raw.toString('base64url') !== token) throw bad()
    const iv = raw.subarray(0, IV_BYTES)
    const body = raw.subarray(IV_BYTES + TAG_BYTES)
    if (!timingSafeEqual(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES), this.tag(context, iv, body))) throw bad()
    const decipher = createDecipheriv('aes-256-ctr', this.encryption, iv)
    const values: unknown = JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8'))
    if (!Array.isArray(values)) throw bad()
    return values
  }

  private tag (context: string, iv: Buffer, body: Buffer): Buffer {
    // The context's length first: no context and body can be cut apart in two ways.
    return createHmac('sha256', this.signing)
      .update(`${Buffer.byteLength(context)}:${context}`).update(iv).update(body)
      .digest().subarray(0, TAG_BYTES)
  }
}
