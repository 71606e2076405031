// `npm run build` (and `prepack`): the published package's JavaScript and declarations in dist/.
// tsc rewrites the sources' './x.ts' imports to './x.js' in JavaScript but not in declarations
// (microsoft/TypeScript#61037): tsc reads those either way, other tools do not, so they are
// rewritten here; then every relative import of dist/ must name a file that is there.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

const OUT = 'dist'
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|^\s*import\s*)(['"])(\.{1,2}\/[^'"]*)\2/gm

rmSync(OUT, { recursive: true, force: true })
const tsc = spawnSync('npx', ['--no-install', 'tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' })
if (tsc.status !== 0) process.exit(tsc.status ?? 1)

const files = readdirSync(OUT, { recursive: true, encoding: 'utf8' }).map(name => join(OUT, name))
const broken: string[] = []
for (const file of files.filter(name => name.endsWith('.js') || name.endsWith('.d.ts'))) {
  const declaration = file.endsWith('.d.ts')
  const source = readFileSync(file, 'utf8')
  const output = source.replace(SPECIFIER, (_, lead: string, quote: string, path: string) => {
    const rewritten = declaration ? path.replace(/\.ts$/, '.js') : path
    // A declaration's './x.js' is read from './x.d.ts', as a consumer's TypeScript does.
    const target = join(dirname(file), declaration ? rewritten.replace(/\.js$/, '.d.ts') : rewritten)
    if (!rewritten.endsWith('.js') || !existsSync(target)) broken.push(`${file}: ${path}`)
    return `${lead}${quote}${rewritten}${quote}`
  })
  if (output !== source) writeFileSync(file, output)
}
if (broken.length > 0) {
  console.error(`Relative imports in ${OUT}/ that name no file of the package:\n  ${broken.join('\n  ')}`)
  process.exit(1)
}
console.log(`${OUT}/: ${files.filter(name => name.endsWith('.js')).length} modules with their declarations`)
