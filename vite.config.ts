import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { isRouterModule, landingPageBudget, landingPageMarkup } from './scripts/build/landing-page.ts';
import { isSignedInFrameModule, signedInShell } from './scripts/build/signed-in-shell.ts';

const apiPort = Number(process.env.TEND_DEV_API_PORT ?? 3001);

// The server sends these files as they are (serveStatic precompressed), so compression costs
// nothing per request. Done after writing, when every placeholder in the chunks is final.
function precompress(): Plugin {
  return {
    name: 'tend-precompress',
    apply: 'build',
    enforce: 'post',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist/web';
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json|webmanifest|txt)$/.test(fileName)) continue;
        const source = readFileSync(path.join(outDir, fileName));
        if (source.length < 1024) continue;
        writeFileSync(path.join(outDir, `${fileName}.gz`), gzipSync(source, { level: 9 }));
        writeFileSync(path.join(outDir, `${fileName}.br`), brotliCompressSync(source));
      }
    },
  };
}

// --tend-primary and --tend-canvas (light) in web/styles.css: the title bar of the installed app and
// its splash screen use the same colours as the pages.
const themeColour = '#2b6a5d';
const backgroundColour = '#faf7f2';

// Installable app: a web app manifest and a generated service worker that precaches the app shell
// and every built asset, so Tend opens offline after one visit. The worker never caches /api: those
// responses are personal and `no-store`, and a stale journal would mislead. It is registered by
// web/features/install/service-worker.ts, not by the plugin's script (no inline script under the
// CSP, and workbox-window would cost the landing page's JS budget).
function installableApp() {
  return VitePWA({
    injectRegister: false,
    // New releases take over at once (skipWaiting + clientsClaim, set below because the plugin
    // only sets them itself when it injects its own registration); the page reloads on
    // controllerchange so no tab keeps running old code against a new API.
    registerType: 'autoUpdate',
    manifest: {
      id: '/app/home',
      name: 'Tend',
      short_name: 'Tend',
      description:
        'A gentle food and symptom journal for people living with autoimmune and chronic inflammatory conditions.',
      start_url: '/app/home',
      scope: '/',
      display: 'standalone',
      lang: 'en',
      theme_color: themeColour,
      background_color: backgroundColour,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    },
    // The glob below already finds the icons, and the plugin adds the manifest itself; listing
    // them twice would only repeat entries in the precache list.
    includeManifestIcons: false,
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png}'],
      // The public pages' shell (site.html, scripts/build/signed-in-shell.ts): index.html carries the
      // landing page's markup, which no other page should flash while its code starts.
      navigateFallback: '/site.html',
      navigateFallbackDenylist: [/^\/api\//, /^\/shared\//],
      skipWaiting: true,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      // Deliberately no runtimeCaching: anything not precached, /api above all, goes to the network.
      runtimeCaching: [],
      // Reminders: showing a push and opening the right page on a tap (web/public/sw-push.js).
      importScripts: ['/sw-push.js'],
    },
  });
}

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    installableApp(),
    // After the signed-in shells, which are written from the empty index.html.
    signedInShell(),
    landingPageMarkup(),
    precompress(),
    landingPageBudget(),
  ],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser Tend supports preloads modules natively; the polyfill would only cost bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Each icon would otherwise be its own chunk, shared by the lazy pages that use it, and
          // the signed-in frame a dozen chunks of a few hundred bytes: each a request, and on a
          // phone network over HTTP/1.1 (six connections) each a round trip on the way into the app.
          groups: [
            {
              name: 'icons',
              test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons/,
              includeDependenciesRecursively: false,
            },
            { name: 'signed-in', test: isSignedInFrameModule, includeDependenciesRecursively: false },
            // React Router and the routed pages' frame, which the landing page does without
            // (web/app/landing-start.tsx); the build fails if index.html names this chunk.
            { name: 'router', test: isRouterModule, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
