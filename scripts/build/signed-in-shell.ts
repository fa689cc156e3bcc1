import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The app shell served for signed-in paths (server/app.ts picks it). */
export const signedInShellFile = 'app.html';

// The lazy route modules between the entry and the dashboard, in router order (web/app/router.tsx),
// and the Insights page. Starting /app/home needs all but the last; without hints the browser learns
// of them only once the entry has run, a round trip after the page itself. Insights is here too:
// its largest paint waits for its page's code, and Lighthouse put it 300-500 ms later without the
// hint (docs/performance.md, "Insights API and page"), for 5 kB more on every signed-in start.
// Paths are relative to Vite's root, web/.
const preloadedRouteModules = [
  'app/layouts/data-layout.tsx',
  'features/session/components/require-session.tsx',
  'app/layouts/app-shell.tsx',
  'features/session/components/require-onboarded.tsx',
  'app/pages/app/home-page.tsx',
  'app/pages/app/insights-page.tsx',
];

function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
}

/** The chunk files these route modules load, with their static imports, minus what the HTML already names. */
function preloadedChunkFiles(bundle: OutputBundle, root: string): string[] {
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
  for (const modulePath of preloadedRouteModules) {
    const chunk = chunks.find((each) => each.facadeModuleId === path.join(root, modulePath));
    if (!chunk) throw new Error(`signed-in shell: no chunk for ${modulePath}; was it renamed?`);
    addWithImports(chunk.fileName, wanted);
  }
  return [...wanted].filter((fileName) => !inEntry.has(fileName));
}

/**
 * Writes app.html: index.html plus modulepreload hints for the dashboard's and Insights' route chunks, so that
 * signed-in pages (and the installed app, which starts at /app/home) fetch them alongside the
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
      const hints = preloadedChunkFiles(bundle, root)
        .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
        .join('');
      this.emitFile({
        type: 'asset',
        fileName: signedInShellFile,
        source: indexHtml.replace('</head>', `\n${hints}  </head>`),
      });
    },
  };
}
