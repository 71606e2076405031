// The part of autocannon 9's programmatic API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Request {
    method?: string
    path?: string
    body?: string | Buffer
    headers?: Record<string, string>
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request
  }
  interface Options {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
    requests?: Request[]
  }
  interface Histogram { average: number, total: number, p50: number, p99: number }
  interface Result {
    requests: Histogram
    latency: Histogram
    duration: number
    non2xx: number
    errors: number
    timeouts: number
  }
  function autocannon (options: Options): Promise<Result>
  export default autocannon
}
