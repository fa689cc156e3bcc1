import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The app shell served for signed-in paths (server/app.ts picks it). */
export const signedInShellFile = 'app.html';

// The lazy route modules between the entry and a signed-in page, in router order
// (web/app/router.tsx). Without hints the browser learns of them only once the entry has run, a
// round trip after the page itself. Paths are relative to Vite's root, web/.
const routeChain = [
  'app/layouts/data-layout.tsx',
  'features/session/components/require-session.tsx',
  'app/layouts/app-shell.tsx',
  'features/session/components/require-onboarded.tsx',
];

/**
 * One shell per page whose largest paint waits for its own code: each preloads that page's chunks
 * only. A shell naming every page's code made every page wait for all of it before its first paint
 * under a slow network (Lighthouse: the dashboard 93 with the Insights page's code preloaded, 95-96
 * before; docs/performance.md). app.html is the dashboard's, which the installed app starts at, and
 * serves every other signed-in path.
 */
export const signedInShells: Readonly<Record<string, readonly string[]>> = {
  [signedInShellFile]: [...routeChain, 'app/pages/app/home-page.tsx'],
  'app-insights.html': [...routeChain, 'app/pages/app/insights-page.tsx'],
  'app-trends.html': [...routeChain, 'app/pages/app/trends-page.tsx'],
};

function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
}

/** The chunk files these route modules load, with their static imports, minus what the HTML already names. */
function preloadedChunkFiles(bundle: OutputBundle, root: string, routeModules: readonly string[]): string[] {
  const chunks = chunksOf(bundle);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const inEntry = new Set<string>();
  const addWithImports = (fileName: string, into: Set<string>) => {
    if (into.has(fileName)) return;
    into.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) addWithImports(imported, into);
  };
  for (const chunk of chunks) if (chunk.isEntry) addWithImports(chunk.fileName, inEntry);

  const wanted = new Set<string>();
  for (const modulePath of routeModules) {
    const chunk = chunks.find((each) => each.facadeModuleId === path.join(root, modulePath));
    if (!chunk) throw new Error(`signed-in shell: no chunk for ${modulePath}; was it renamed?`);
    addWithImports(chunk.fileName, wanted);
  }
  return [...wanted].filter((fileName) => !inEntry.has(fileName));
}

/**
 * Writes the signed-in shells: index.html plus modulepreload hints for one page's route chunks, so
 * that signed-in pages (and the installed app, which starts at /app/home) fetch them alongside the
 * entry. The landing page keeps index.html and its JavaScript budget.
 */
export function signedInShell(): Plugin {
  let root = '';
  return {
    name: 'tend-signed-in-shell',
    apply: 'build',
    // After Vite's own HTML plugin has put the final index.html in the bundle.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('signed-in shell: no index.html in the bundle');
      const indexHtml = String(index.source);
      if (!indexHtml.includes('</head>')) throw new Error('signed-in shell: index.html has no </head>');
      for (const [fileName, routeModules] of Object.entries(signedInShells)) {
        const hints = preloadedChunkFiles(bundle, root, routeModules)
          .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
          .join('');
        this.emitFile({
          type: 'asset',
          fileName,
          source: indexHtml.replace('</head>', `\n${hints}  </head>`),
        });
      }
    },
  };
}
