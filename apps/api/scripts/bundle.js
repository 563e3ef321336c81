// Bundles the compiled server into a few files, so a start reads and compiles one module graph
// instead of resolving ~1,500 files in node_modules (docs/decisions.md 028).
import { rmSync } from 'node:fs'
import { build } from 'esbuild'

// Chunk names carry a hash: without this, every build would leave the last one's chunks behind.
rmSync('bundle', { recursive: true, force: true })

await build({
  // Worker entries sit beside main.js, where src/workers.ts looks for them.
  entryPoints: ['dist/main.js', 'dist/export-worker.js'],
  outdir: 'bundle',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Names are not mangled, so stack traces stay readable; only whitespace and syntax shrink.
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: 'linked',
  logLevel: 'warning',
  // Native addons, and packages that read their own files from disk at run time.
  external: [
    'better-sqlite3',
    'sharp',
    '@node-rs/argon2',
    'pg-native',
    '@fastify/swagger-ui',
    // The docs' plugin above loads it from node_modules too: one copy for both.
    '@fastify/static',
    'nodemailer',
    'pdfkit',
    // pdfkit's font engine, which the invoice PDF also parses its fonts with: one copy for both.
    'fontkit',
    // Its Node build imports createRequire itself, which the banner below declares too.
    'fflate',
  ],
  // CommonJS libraries inside the bundle still call require().
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
})
