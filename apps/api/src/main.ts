import closeWithGrace from 'close-with-grace'
import { buildApp } from './app.js'
import { ConfigError, loadConfig } from './config.js'
import { createDatabase } from './db/index.js'
import { loadPinCodes } from './modules/delivery/pin-directory.js'
import { migrateToLatest } from './db/migrate.js'
import { createImageStorage } from './lib/object-storage.js'
import { ensureAdmin } from './modules/users/service.js'

async function prepareDatabase(config: ReturnType<typeof loadConfig>, log: (msg: string) => void) {
  const database = createDatabase(config.database)
  try {
    await migrateToLatest(database.db)
    if (config.admin) {
      const { created } = await ensureAdmin(database.db, config.admin)
      log(
        `admin account ${config.admin.phone.slice(0, 2)}******${config.admin.phone.slice(-2)} ${created ? 'created' : 'ready'}`,
      )
    }
    // The seed module (and the image library it renders with) loads only when it may be needed.
    const seed = config.seedDemo ? await import('./db/seed/demo-catalog.js') : null
    if (seed && (await seed.isCatalogueEmpty(database.db))) {
      const started = Date.now()
      const { storage, bucket } = createImageStorage(config)
      await seed.seedDemoCatalog(database.db, { storage })
      bucket?.close()
      const { seedDemoPincodes } = await import('./db/seed/demo-pincodes.js')
      await seedDemoPincodes(database.db, await loadPinCodes())
      log(`demo catalogue loaded in ${Date.now() - started} ms`)
    }
  } finally {
    await database.destroy()
  }
}

async function main() {
  const config = loadConfig()
  const app = await buildApp(config)
  await prepareDatabase(config, (msg) => app.log.info(msg))
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error')
    else app.log.info({ signal }, 'shutting down')
    await app.stopGracefully()
  })
  await app.listen({ port: config.port, host: config.host })
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message)
  else console.error(error)
  process.exit(1)
})
