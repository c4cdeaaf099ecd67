import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The server (apps/server) serves the API, auth, realtime and storage; the dev server forwards to it. */
const backend = 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      '/api': backend,
      '/auth': backend,
      '/storage': backend,
      '/avatars': backend,
      '/socket.io': { target: backend, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // The realtime client loads with the first session (state/realtime.ts), not with every first page.
            {
              name: 'realtime',
              test: /node_modules[\\/](socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io)[\\/]/,
            },
            // libsodium (~170 KB gzip) loads only with the chat route, which imports it (state/chat/).
            { name: 'chat-crypto', test: /node_modules[\\/]libsodium/ },
            // Tiptap and ProseMirror (~130 KB gzip) load only with /:community/create-article (issue 16).
            {
              name: 'editor',
              test: /node_modules[\\/](@tiptap|prosemirror-[a-z]+|linkifyjs|orderedmap|rope-sequence|w3c-keyname)[\\/]/,
            },
            // heic-to (libheif in WebAssembly, ~3 MB) loads only when a HEIC photo is chosen (state/media).
            { name: 'heic', test: /node_modules[\\/]heic-to[\\/]/ },
            // Image compression and the lightbox load with the first image chosen or opened (issue 16).
            {
              name: 'media',
              test: /node_modules[\\/](browser-image-compression|yet-another-react-lightbox)[\\/]/,
            },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});
