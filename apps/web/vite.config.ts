import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

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

export default defineConfig(() => ({
  plugins: [react(), tailwindcss(), inlineEntryStylesheet()],
  resolve: {
    conditions: ['@store/source'],
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
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
