// How long a request waits for its answer: the client's `timeout` (or a call's own), after which
// it is aborted and is a TimedOut, so that a server that takes the connection and never answers
// holds no call for fetch's own minutes.
import { TimedOut } from './errors.ts'

/** ClientOptions' timeout by default (ms). */
export const TIMEOUT = 30_000
/** The longest a timer waits (setTimeout's bound). */
const LONGEST = 2 ** 31 - 1

/** A timeout given (`undefined`: `fallback`), checked: ms, 0 for none. */
export function timeoutOf (value: unknown, fallback = TIMEOUT): number {
  const ms = value ?? fallback
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0 || ms > LONGEST) throw new TypeError(`timeout is a number of ms, 0 (none) or more, at most ${LONGEST}: not ${String(value)}`)
  return ms
}

/** A request's deadline: its signal aborts with a TimedOut after `ms` (never for 0), until `clear()`. */
export interface Deadline {
  signal: AbortSignal | undefined
  /** Stops the timer: the answer came (or its head, for a stream that then stays open). */
  clear: () => void
  /** The TimedOut, once the deadline passed; else undefined. */
  readonly expired: TimedOut | undefined
}

export function deadline (ms: number, message: string): Deadline {
  if (ms === 0) return { signal: undefined, clear: () => {}, expired: undefined }
  const controller = new AbortController()
  const timer = setTimeout(() => { controller.abort(new TimedOut(message, ms)) }, ms)
  return {
    signal: controller.signal,
    clear: () => { clearTimeout(timer) },
    get expired () { return controller.signal.aborted ? controller.signal.reason as TimedOut : undefined }
  }
}
