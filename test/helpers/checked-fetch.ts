// Requests over real HTTP to a listening server (in this process or another), each answer checked
// against the OpenAPI document that server serves, as openapi-check.ts checks app.inject's: an
// answer the document does not describe rejects the call.
import { documentChecker, exchangeMismatch, mismatch, type Answer, type Sent } from './openapi-check.ts'

/**
 * Throws when the document does not describe `answer` to `method path` (a path with its query, or
 * without), or when it forbids the request the server took or allows the one it refused as invalid
 * (`sent`: the request's headers and body; without them the answer alone is checked).
 */
export type AnswerCheck = (method: string, path: string, answer: Answer, sent?: Pick<Sent, 'headers' | 'body'>) => void

/** fetch() for one server; answers are checked, then returned unread. */
export type CheckedFetch = (url: string, init?: RequestInit) => Promise<Response>

/**
 * The check of answers from the server at `base` (`http://127.0.0.1:<port>`), whose document is
 * read once now, at `documentPath`: a later server on the same port may serve another.
 */
export async function answerCheck (base: string, documentPath = '/openapi.json'): Promise<AnswerCheck> {
  const served = await fetch(base + documentPath)
  if (served.status !== 200) throw new Error(`${base}${documentPath} answered ${served.status}: no OpenAPI document to check against`)
  const checker = documentChecker(await served.json() as Record<string, unknown>)
  return (method, path, answer, sent) => {
    const problem = sent === undefined ? mismatch(checker, method, path, answer) : exchangeMismatch(checker, { ...sent, method, url: path }, answer)
    if (problem !== undefined) throw new Error(`${method} ${path.split('?')[0]} answered ${answer.statusCode}, not as the OpenAPI document says: ${problem}`)
  }
}

/** A fetch for the server at `base` that checks each answer (see answerCheck). */
export async function checkedFetch (base: string, documentPath?: string): Promise<CheckedFetch> {
  const check = await answerCheck(base, documentPath)
  return async (url, init) => {
    const { origin, pathname, search } = new URL(url)
    if (origin !== base) throw new Error(`${url} is not on ${base}, whose document this fetch checks against`)
    const res = await fetch(url, init)
    const sent = { headers: Object.fromEntries(new Headers(init?.headers)), ...(typeof init?.body === 'string' ? { body: init.body } : {}) }
    check((init?.method ?? 'GET').toUpperCase(), pathname + search, { statusCode: res.status, headers: Object.fromEntries(res.headers), body: await res.clone().text() }, sent)
    return res
  }
}
