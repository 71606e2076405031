// When a request is given up: after the client's `timeout` (or a call's own), so that a server
// that takes the connection and never answers holds no call for fetch's own minutes; or when the
// call's own `signal` aborts. Either cancels the request (fetch closes its connection).
import { Aborted, TimedOut } from './errors.ts'

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

/** A request's deadline: its signal aborts with a TimedOut after `ms` (never for 0), or with the caller's, until `clear()`. */
export interface Deadline {
  signal: AbortSignal | undefined
  /** Stops the timer: the answer came (or its head, for a stream that then stays open). */
  clear: () => void
  /** The TimedOut, once the deadline passed; else undefined. */
  readonly expired: TimedOut | undefined
  /** Why the request was given up, whichever came first: the TimedOut, or the caller's signal (an Aborted); else undefined. */
  readonly cancelled: TimedOut | Aborted | undefined
}

/** The caller's own signal of one call, and what its Aborted says once the request is on its way. */
export interface CallerSignal {
  signal: AbortSignal | undefined
  message: string
}

export function deadline (ms: number, message: string, caller: CallerSignal = { signal: undefined, message: '' }): Deadline {
  const controller = ms === 0 ? undefined : new AbortController()
  const timer = controller === undefined ? undefined : setTimeout(() => { controller.abort(new TimedOut(message, ms)) }, ms)
  const signals = [controller?.signal, caller.signal].filter(signal => signal !== undefined)
  // AbortSignal.any only where there are two: a call without a signal runs where it is missing (Node 18).
  const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0]
  let aborted: Aborted | undefined
  return {
    signal,
    clear: () => { clearTimeout(timer) },
    get expired () { return controller?.signal.aborted === true ? controller.signal.reason as TimedOut : undefined },
    get cancelled () {
      if (signal?.aborted !== true) return undefined
      if (controller?.signal.aborted === true && signal.reason === controller.signal.reason) return controller.signal.reason as TimedOut
      return (aborted ??= new Aborted(caller.message, true, caller.signal?.reason))
    }
  }
}

/** Waits `ms` (a Retry-After's); false at once when `signal` aborts. */
export async function pause (ms: number, signal: AbortSignal | undefined): Promise<boolean> {
  if (signal?.aborted === true) return false
  return await new Promise(resolve => {
    const stop = (): void => { clearTimeout(timer); resolve(false) }
    const timer = setTimeout(() => { signal?.removeEventListener('abort', stop); resolve(true) }, ms)
    signal?.addEventListener('abort', stop, { once: true })
  })
}
