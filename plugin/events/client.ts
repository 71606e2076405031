import type { ServerResponse } from 'node:http'

/** A reader with more than this many bytes waiting for it is disconnected (it resumes with Last-Event-ID). */
export const MAX_WAITING_BYTES = 1024 * 1024
/** A comment line this often keeps an idle connection open through proxies (the `pingInterval` option's default). */
export const PING_MS = 15_000

/**
 * One subscriber's open response. Events arriving while it catches up (a Last-Event-ID replay)
 * wait in `held`, so that it receives every event once, in id order.
 */
export class EventClient {
  readonly #raw: ServerResponse
  readonly #ping: NodeJS.Timeout
  readonly #maxWaiting: number
  #held: string[] | undefined
  #heldBytes = 0
  #closed = false
  onClose: () => void = () => {}

  constructor (raw: ServerResponse, catchingUp: boolean, maxWaiting = MAX_WAITING_BYTES, pingMs = PING_MS) {
    this.#raw = raw
    this.#maxWaiting = maxWaiting
    this.#held = catchingUp ? [] : undefined
    this.#ping = setInterval(() => this.#write(': ping\n\n'), pingMs)
    this.#ping.unref()
    raw.on('close', () => this.close())
  }

  get closed (): boolean { return this.#closed || this.#raw.destroyed }

  /**
   * One event as Server-Sent Events frame it. `cut`: its record passed maxAnswerBytes, and `data`
   * is its key alone (frame-budget.ts), said by a field EventSource ignores (the typed client reads it).
   */
  static frame (event: string, id: string, data: unknown, cut = false): string {
    return `event: ${event}\nid: ${id}\n${cut ? 'cut: true\n' : ''}data: ${JSON.stringify(data)}\n\n`
  }

  /**
   * A live event: sent now, or held until the replay is done. What is held counts toward the
   * bytes waiting for this reader: a replay slower than the live events disconnects it as a slow
   * reader would be (it resumes with Last-Event-ID from the last event it received).
   */
  send (frame: string): void {
    if (this.#closed) return
    if (this.#held === undefined) {
      this.#write(frame)
      return
    }
    this.#held.push(frame)
    this.#heldBytes += Buffer.byteLength(frame)
    if (this.#heldBytes + this.#raw.writableLength > this.#maxWaiting) {
      this.#held = []
      this.#raw.destroy()
    }
  }

  /** A replayed event, sent past the held ones. The replay paces itself (drained), so no limit applies. */
  replay (frame: string): void {
    if (!this.closed) this.#raw.write(frame)
  }

  /** Resolves once what was written has gone to the socket (or the client is gone): the replay's pace. */
  async drained (): Promise<void> {
    if (this.closed || !this.#raw.writableNeedDrain) return
    await new Promise<void>(resolve => {
      const done = (): void => {
        this.#raw.off('drain', done)
        this.#raw.off('close', done)
        resolve()
      }
      this.#raw.on('drain', done)
      this.#raw.on('close', done)
    })
  }

  /** The replay is done: what arrived meanwhile goes out, then events flow as they come. */
  caughtUp (): void {
    const held = this.#held ?? []
    this.#held = undefined
    this.#heldBytes = 0
    for (const frame of held) this.#write(frame)
  }

  #write (text: string): void {
    if (this.closed) return
    // A reader this far behind would hold the process's memory: it resumes with Last-Event-ID instead.
    // Judged before the write, on what it has not taken of the earlier ones: tried as a new user
    // would, one batch past the bound (500 records of 10 KB) cut off a reader that kept up, before
    // its first event, with no id to resume from. So one batch (at most maxAnswerBytes) may wait past it.
    if (this.#raw.writableLength > this.#maxWaiting) {
      this.#raw.destroy()
      return
    }
    this.#raw.write(text)
  }

  close (): void {
    if (this.#closed) return
    this.#closed = true
    clearInterval(this.#ping)
    if (!this.#raw.destroyed) this.#raw.end()
    this.onClose()
  }
}
