// What the client reads of an answer it does not use as one (an error's body, a login page where
// an event stream was asked for): enough to say what it was, and never all of an endless one.

/** The most bytes read of such an answer; the rest is let go (the request cancelled). */
export const MAX_UNEXPECTED_BYTES = 64 * 1024

/** The text of `response`'s first `max` bytes; the body is then cancelled. */
export async function boundedText (response: Response, max = MAX_UNEXPECTED_BYTES): Promise<string> {
  if (response.body === null) return ''
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  let read = 0
  try {
    while (read < max) {
      const { done, value } = await reader.read()
      if (done) break
      const chunk = value.byteLength > max - read ? value.subarray(0, max - read) : value
      read += chunk.byteLength
      text += decoder.decode(chunk, { stream: true })
    }
  } finally {
    reader.cancel().catch(() => {})
  }
  return text + decoder.decode()
}
