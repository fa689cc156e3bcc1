import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiPort = Number(process.env.TEND_DEV_API_PORT ?? 3001);

// The server sends these files as they are (serveStatic precompressed), so compression costs
// nothing per request.
// It runs once the files are written: in generateBundle, Vite has not yet finished the chunks (it
// replaces its dynamic-import preload marker, __VITE_PRELOAD__, in a later generateBundle hook), and
// compressed copies taken there break every lazily loaded route.
function precompress(): Plugin {
  return {
    name: 'tend-precompress',
    apply: 'build',
    enforce: 'post',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist/web';
      await Promise.all(
        Object.keys(bundle)
          .filter((fileName) => /\.(js|css|html|svg|json|webmanifest|txt)$/.test(fileName))
          .map(async (fileName) => {
            const filePath = path.join(outDir, fileName);
            const buffer = await readFile(filePath);
            if (buffer.length < 1024) return;
            await writeFile(`${filePath}.gz`, gzipSync(buffer, { level: 9 }));
            await writeFile(`${filePath}.br`, brotliCompressSync(buffer));
          }),
      );
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
