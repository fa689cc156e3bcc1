import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    target: 'es2022',
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
