import { readFileSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { buildManifest, readSettings } from './manifest.ts';

const settings = readSettings(process.env);
const { version } = JSON.parse(readFileSync(path.join(import.meta.dirname, 'package.json'), 'utf8')) as {
  version: string;
};

/** Emits manifest.json for the build's settings (manifest.ts). */
const manifest = (): Plugin => ({
  name: 'rep-extension-manifest',
  generateBundle() {
    this.emitFile({
      type: 'asset',
      fileName: 'manifest.json',
      source: `${JSON.stringify(buildManifest(settings, version), null, 2)}\n`,
    });
  },
});

/**
 * The unpacked extension (issue 17): side panel and new-tab pages (React, the web app's components) and the
 * background service worker, one entry each, into dist/ (REP_EXTENSION_OUT_DIR overrides it, for tests).
 */
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react(), tailwindcss(), manifest()],
  // The web app's modules import react from the root node_modules: one copy.
  resolve: { dedupe: ['react', 'react-dom', '@tanstack/react-query', 'react-router'] },
  define: { 'import.meta.env.REP_API_ORIGIN': JSON.stringify(settings.apiOrigin) },
  build: {
    outDir: process.env.REP_EXTENSION_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    // Extension pages run under MV3's CSP: no inline scripts, no module preload polyfill.
    modulePreload: false,
    // heic-to (libheif in WebAssembly) is lazy, as in the web app.
    chunkSizeWarningLimit: 3500,
    rolldownOptions: {
      input: {
        sidepanel: path.join(import.meta.dirname, 'sidepanel.html'),
        newtab: path.join(import.meta.dirname, 'newtab.html'),
        background: path.join(import.meta.dirname, 'src/background.ts'),
      },
      output: {
        entryFileNames: (chunk) =>
          chunk.name === 'background' ? 'background.js' : 'assets/[name]-[hash].js',
      },
    },
  },
});
