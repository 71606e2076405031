// Reading the docs' fenced blocks, shared by the tests of test/docs/.
import { readFileSync } from 'node:fs'

export interface Fence {
  /** The info string's first word (`sh`, `http`, `ts`, `json`) and the rest of it (`partial`). */
  lang: string
  flags: string[]
  content: string
  /** 1-based line of the opening fence, for messages. A fence indented in a list item counts too, its indent taken off its lines. */
  line: number
  /** The text between the previous fence (or the file's start) and this one. */
  before: string
}

/** Every fenced code block of a Markdown file, in order. */
export function fences (path: string): Fence[] {
  const lines = readFileSync(path, 'utf8').split('\n')
  const found: Fence[] = []
  let open: { lang: string, flags: string[], line: number, body: string[], before: string, indent: string } | undefined
  let prose: string[] = []
  lines.forEach((text, index) => {
    if (open === undefined) {
      const match = /^( *)```(\S*)\s*(.*)$/.exec(text)
      if (match === null) {
        prose.push(text)
        return
      }
      open = { lang: match[2], flags: match[3].split(/\s+/).filter(flag => flag !== ''), line: index + 1, body: [], before: prose.join('\n'), indent: match[1] }
      prose = []
    } else if (text === open.indent + '```') {
      found.push({ lang: open.lang, flags: open.flags, content: open.body.join('\n'), line: open.line, before: open.before })
      open = undefined
    } else {
      open.body.push(text.startsWith(open.indent) ? text.slice(open.indent.length) : text)
    }
  })
  if (open !== undefined) throw new Error(`${path}:${open.line}: the fence is never closed`)
  return found
}

/** Splits a one-line shell command into words, as sh would: '...', "..." and backslash escapes. */
export function shellWords (command: string): string[] {
  const words: string[] = []
  let word: string | undefined
  let i = 0
  const text = command.replace(/\\\n/g, ' ')
  while (i < text.length) {
    const c = text[i]
    if (c === ' ' || c === '\t' || c === '\n') {
      if (word !== undefined) words.push(word)
      word = undefined
      i++
    } else if (c === "'") {
      const end = text.indexOf("'", i + 1)
      if (end < 0) throw new Error(`unclosed ' in: ${command}`)
      word = (word ?? '') + text.slice(i + 1, end)
      i = end + 1
    } else if (c === '"') {
      let j = i + 1
      let part = ''
      while (j < text.length && text[j] !== '"') {
        if (text[j] === '\\' && '"\\$`'.includes(text[j + 1])) j++
        part += text[j++]
      }
      if (j >= text.length) throw new Error(`unclosed " in: ${command}`)
      word = (word ?? '') + part
      i = j + 1
    } else if (c === '\\') {
      word = (word ?? '') + text[i + 1]
      i += 2
    } else {
      word = (word ?? '') + c
      i++
    }
  }
  if (word !== undefined) words.push(word)
  return words
}

/** The strings that stand for values depending on the clock, and what each must look like. */
export const PLACEHOLDERS: Record<string, RegExp> = {
  '<date>': /^\d{4}-\d{2}-\d{2}$/,
  '<date-time>': /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
  '<sql>': /^select .+ from .+/
}

/**
 * The expected value with each placeholder replaced by the actual value it stands for, when that
 * value fits its pattern (otherwise the placeholder stays, and the comparison shows the difference).
 * With `partial`, object keys that the expected value does not show are dropped from the actual one.
 */
export function resolve (expected: unknown, actual: unknown, partial = false): { expected: unknown, actual: unknown } {
  if (typeof expected === 'string' && Object.hasOwn(PLACEHOLDERS, expected)) {
    return { expected: typeof actual === 'string' && PLACEHOLDERS[expected].test(actual) ? actual : expected, actual }
  }
  if (Array.isArray(expected) && Array.isArray(actual)) {
    const pairs = expected.map((item, index) => resolve(item, actual[index], partial))
    return {
      expected: pairs.map(pair => pair.expected),
      actual: [...pairs.map(pair => pair.actual), ...actual.slice(expected.length)]
    }
  }
  if (isObject(expected) && isObject(actual)) {
    const out: Record<string, unknown> = {}
    const seen: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(expected)) {
      const pair = resolve(value, actual[key], partial)
      out[key] = pair.expected
      if (Object.hasOwn(actual, key)) seen[key] = pair.actual
    }
    if (!partial) for (const key of Object.keys(actual)) if (!Object.hasOwn(expected, key)) seen[key] = actual[key]
    return { expected: out, actual: seen }
  }
  return { expected, actual }
}

function isObject (value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}
