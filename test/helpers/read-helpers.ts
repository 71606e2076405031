// The SQLite read helpers (lib/db/sqlite-read-pool.ts) this process started, and a way to hold
// them: a stopped helper (SIGSTOP) is a statement that runs long, whatever the statement, and
// spends no CPU. Tests of the read budget hold them rather than look for a statement slow enough
// on every machine (nested conditions are read once, so none within the limits takes seconds).
import { readdirSync, readFileSync } from 'node:fs'
import type { Test } from 'tap'

/** The read helpers' process ids. */
export function readHelpers (): number[] {
  return readdirSync('/proc').filter(entry => /^\d+$/.test(entry)).flatMap(entry => {
    try {
      // The parent's id is the second field after the command's name, which is in parentheses.
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ')[1])
      return ppid === process.pid && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('sqlite-read-process') ? [Number(entry)] : []
    } catch {
      return [] // ended meanwhile
    }
  })
}

/** Stops every read helper there is now; `release` (also at the test's end) lets those still there go on. */
export function stopReadHelpers (t: Test): { stopped: number[], release: () => void } {
  const stopped = readHelpers()
  for (const pid of stopped) process.kill(pid, 'SIGSTOP')
  const release = (): void => {
    for (const pid of readHelpers()) process.kill(pid, 'SIGCONT')
  }
  t.teardown(release)
  return { stopped, release }
}
