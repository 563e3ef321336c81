import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
// The contract's source: the config is read before the contract is built.
import { drawnPages } from '../../packages/contract/src/paths'

/**
 * Puts the entry's stylesheet into index.html: the first paint then waits for no second request,
 * which on a slow mobile network is a whole round trip (docs/decisions.md 034). The lazy chunks
 * that import from the entry list its stylesheet among what to load first, and wait for it; as
 * the page already holds it, they list the entry's script in its place, which the browser has.
 */
function inlineEntryStylesheet(): Plugin {
  return {
    name: 'inline-entry-stylesheet',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry)
        if (entry?.type !== 'chunk') return
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue
          for (const css of entry.viteMetadata?.importedCss ?? []) {
            chunk.code = chunk.code.replaceAll(`"${css}"`, `"${entry.fileName}"`)
          }
        }
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
          (tag, file: string) => {
            const asset = bundle?.[file]
            // The file stays: a lazy chunk may still list it among the styles it preloads.
            if (asset?.type !== 'asset') return tag
            return `<style>${String(asset.source)}</style>`
          },
        )
      },
    },
  }
}

/**
 * Chrome's explicit compile hint on the app's start-up chunk: V8 compiles all its functions while the
 * file streams in, off the main thread, rather than each on its first call at start-up, when nearly
 * all of them are called (docs/decisions.md 086). The comment must open the file, so it goes in once the file
 * is minified, and the file's source map moves down a line with it.
 */
function compileStartEagerly(): Plugin {
  return {
    name: 'compile-start-eagerly',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.name !== 'start') continue
          chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`
          const map = bundle[`${chunk.fileName}.map`]
          if (map?.type !== 'asset') continue
          const json = JSON.parse(String(map.source)) as { mappings: string }
          map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` })
        }
      },
    },
  }
}

/**
 * A page the server does not draw (cart, account, admin) waits for the start-up chunk, which the
 * entry imports: index.html asks for it, and the chunks it imports, beside the entry, a round trip
 * sooner. The links carry `data-undrawn`, and the server takes them out of the pages it draws,
 * whose code waits for their first paint (docs/decisions.md 086 and 088).
 */
function preloadStartForUndrawnPages(): Plugin {
  return {
    name: 'preload-start-for-undrawn-pages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {})
        const start = chunks.find((chunk) => chunk.type === 'chunk' && chunk.name === 'start')
        const entry = chunks.find((chunk) => chunk.type === 'chunk' && chunk.isEntry)
        if (start?.type !== 'chunk') return html
        const files = [start.fileName, ...start.imports].filter((file) => file !== entry?.fileName)
        const links = files
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" data-undrawn>`)
          .join('')
        return html.replace('</head>', `${links}</head>`)
      },
    },
  }
}

/**
 * The chunks of the pages the server draws (`drawnPages` in the contract) and of what they load
 * further down. Such a page is on the screen before its code runs, so its code need not
 * hurry: the browser finds a chunk's imports as it parses it, most of them loaded already, and
 * the page's start spends no main-thread time on a `modulepreload` link per chunk (decision 089).
 * Every other page waits on its code with nothing drawn, and asks for all its chunks at once.
 */
const drawnModules = new Set<string>([
  ...drawnPages.pages.map((page) => page.module),
  ...drawnPages.parts,
])
/** Whether a chunk (`assets/<module>-<hash>.js`) is a drawn page's module. */
const isDrawnPageChunk = (chunk: string) =>
  drawnModules.has(path.basename(chunk).replace(/-[\w-]{8}\.js$/, ''))

/**
 * React Router ships its production build beside the development one, which is all its package
 * exports: the same code with its development warnings on, each built on every render of the
 * routes (docs/decisions.md 094). The shoppers' build takes the production one.
 */
const reactRouterForProduction = {
  find: /^react-router$/,
  replacement: path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production/index.mjs',
  ),
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    inlineEntryStylesheet(),
    compileStartEagerly(),
    preloadStartForUndrawnPages(),
  ],
  resolve: {
    conditions: ['@store/source'],
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' && !isSsrBuild ? [reactRouterForProduction] : []),
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    modulePreload: {
      polyfill: false,
      resolveDependencies: (chunk: string, deps: string[], { hostType }: { hostType: string }) =>
        hostType === 'js' && isDrawnPageChunk(chunk) ? [] : deps,
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/images': 'http://localhost:3000' },
  },
}))
