import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

const fromRoot = (path: string) =>
  fileURLToPath(new URL(`../../node_modules/${path}`, import.meta.url))

// The production build runs the app on Preact's React-compatible runtime (docs/decisions.md 010);
// development and component tests run the same code on React 19. ESM files are named so every
// import, including CommonJS ones inside libraries, shares one Preact instance.
const preactCompat = [
  { find: /^react-dom\/client$/, replacement: fromRoot('preact/compat/client.mjs') },
  { find: /^react-dom$/, replacement: fromRoot('preact/compat/dist/compat.module.js') },
  { find: /^react$/, replacement: fromRoot('preact/compat/dist/compat.module.js') },
  {
    find: /^react\/jsx-runtime$/,
    replacement: fromRoot('preact/jsx-runtime/dist/jsxRuntime.module.js'),
  },
  {
    find: /^react\/jsx-dev-runtime$/,
    replacement: fromRoot('preact/jsx-runtime/dist/jsxRuntime.module.js'),
  },
]

/**
 * Puts the entry's stylesheet into index.html: the first paint then waits for no second request,
 * which on a slow mobile network is a whole round trip (docs/decisions.md 034).
 */
function inlineEntryStylesheet(): Plugin {
  return {
    name: 'inline-entry-stylesheet',
    apply: 'build',
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

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), inlineEntryStylesheet()],
  resolve: {
    conditions: ['@store/source'],
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? preactCompat : []),
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/images': 'http://localhost:3000' },
  },
}))
