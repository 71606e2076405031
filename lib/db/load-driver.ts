import { Utils } from '@mikro-orm/core'
import { DriverMissing } from '../errors.ts'
import type { Dialect } from './uri.ts'

// Each dialect's MikroORM driver, imported on first connect: @mikro-orm/sqlite is a dependency,
// @mikro-orm/postgresql an optional peer that only PostgreSQL users install.
const DRIVERS = {
  sqlite: { label: 'SQLite', name: '@mikro-orm/sqlite', load: () => import('@mikro-orm/sqlite') },
  postgresql: { label: 'PostgreSQL', name: '@mikro-orm/postgresql', load: () => import('@mikro-orm/postgresql') }
}

type Driver<D extends Dialect> = Awaited<ReturnType<typeof DRIVERS[D]['load']>>

/** The driver package of a dialect; a missing one is FMR_ERR_DRIVER_MISSING, naming what to install. */
export async function loadDriver<D extends Dialect> (dialect: D): Promise<Driver<D>> {
  const driver = DRIVERS[dialect]
  try {
    return await driver.load() as Driver<D>
  } catch (error) {
    // Only the driver itself missing: a package missing beneath it is a broken install, shown as is.
    const code = (error as { code?: unknown }).code
    if (code !== 'ERR_MODULE_NOT_FOUND' || !(error as Error).message.includes(`'${driver.name}'`)) throw error
    // Every @mikro-orm/* package must have the core's exact version.
    throw new DriverMissing(driver.label, `${driver.name}@${Utils.getORMVersion()}`, { cause: error })
  }
}
