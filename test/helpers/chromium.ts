// Debian's Chromium for the tests that drive a browser: scripts/services/chromium.sh installs it
// when missing (apt) and prints its path.
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/** The path of the Chromium executable, installed first when missing (up to 10 minutes). */
export async function browserPath (): Promise<string> {
  const script = fileURLToPath(new URL('../../scripts/services/chromium.sh', import.meta.url))
  return await new Promise((resolve, reject) => {
    execFile(script, ['path'], { timeout: 600_000 }, (error, stdout, stderr) => {
      if (error === null) resolve(stdout.trim().split('\n').pop() as string)
      else reject(new Error(`chromium.sh path failed: ${stderr}`))
    })
  })
}
