import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { staticLoadingViewHtml } from '#web/components/ui/loading-view-markup.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The app shell served for signed-in paths (server/app.ts picks it). */
export const signedInShellFile = 'app.html';

/**
 * The shell served for the public pages other than the landing page (/about, /auth/sign-in ...):
 * index.html plus a preload of the router's chunk, which the landing page does without
 * (web/app/landing-start.tsx) but every other page needs before its own code.
 */
export const publicShellFile = 'site.html';

// The lazy route modules between the entry and a signed-in page, in router order
// (web/app/router.tsx). Without hints the browser learns of them only once the entry has run, a
// round trip after the page itself. Paths are relative to Vite's root, web/.
const routeChain = [
  'app/app.tsx',
  'app/layouts/data-layout.tsx',
  'features/session/components/require-session.tsx',
  'app/layouts/app-shell.tsx',
  'features/session/components/require-onboarded.tsx',
];

// What every signed-in page runs before its own code, and the small rules its pages share: one
// chunk (vite.config.ts) instead of fifteen of a few hundred bytes each. Listed by path, because
// a module the landing page's entry imports (web/features/session/api/fetch-session-user.ts, say)
// must stay out: the landing page would then load the whole chunk. The build checks that it does not.
const signedInFrameModules = [
  /web\/app\/layouts\/(data-layout|app-shell|app-navigation|app-nav-entries|use-scrolled-past)\.tsx?$/,
  /web\/app\/toaster\.tsx$/,
  /web\/lib\/(query-client|api-client)\.ts$/,
  /web\/features\/session\/(components\/require-(session|onboarded)\.tsx|api\/(session-query|use-sign-out)\.ts|last-signed-in-user\.ts)$/,
  /web\/features\/install\/service-worker\.ts$/,
  /web\/features\/profile\/api\/use-timezone-sync\.ts$/,
  // The offline queue, not the pending entries' schemas (which bring zod).
  /web\/features\/journal\/offline\/(outbox|outbox-changes|use-outbox|send-change|journal-outbox)\.ts$/,
  /web\/app\/prefetch-page-reads\.ts$/,
  // The page reads prefetch-page-reads.ts starts, and what they import.
  /web\/features\/(dashboard\/api\/(today|profile-name)-query|insights\/api\/insights-query|trends\/api\/trends-query)\.ts$/,
  /web\/components\/ui\/progress-card\.tsx$/,
  /domain\/rules\/(zoned-time|daily-goal|day-boundaries|hour|day-key|streak)\.ts$/,
  /domain\/insights\/wording\/names\.ts$/,
  /domain\/catalogues\/other-value\.ts$/,
  /node_modules\/(@tanstack|sonner|idb|hono\/dist\/(client|utils\/cookie))\b/,
];

/** The codeSplitting group's test for the signed-in frame's chunk. */
export function isSignedInFrameModule(id: string): boolean {
  const normalised = id.replaceAll('\\', '/');
  return signedInFrameModules.some((pattern) => pattern.test(normalised));
}

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
    // By the module it holds rather than by facade: a route module may share a chunk with others
    // (the codeSplitting groups in vite.config.ts).
    const moduleId = path.join(root, modulePath);
    const chunk = chunks.find((each) => each.moduleIds.includes(moduleId));
    if (!chunk) throw new Error(`signed-in shell: no chunk for ${modulePath}; was it renamed?`);
    addWithImports(chunk.fileName, wanted);
  }
  return [...wanted].filter((fileName) => !inEntry.has(fileName));
}

/**
 * Writes the signed-in shells: index.html plus modulepreload hints for one page's route chunks, so
 * that signed-in pages (and the installed app, which starts at /app/home) fetch them alongside the
 * entry; and the public pages' shell (publicShellFile). The landing page keeps index.html and its
 * JavaScript budget.
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
      const signedInChunk = chunksOf(bundle).find((chunk) => chunk.name === 'signed-in');
      if (signedInChunk && indexHtml.includes(signedInChunk.fileName))
        throw new Error(
          'signed-in shell: the landing page loads the signed-in chunk; see isSignedInFrameModule',
        );
      const emptyRoot = '<div id="root"></div>';
      if (!indexHtml.includes(emptyRoot)) throw new Error('signed-in shell: index.html has no empty #root');
      const hintsFor = (routeModules: readonly string[]) =>
        preloadedChunkFiles(bundle, root, routeModules)
          .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
          .join('');
      this.emitFile({
        type: 'asset',
        fileName: publicShellFile,
        source: indexHtml.replace('</head>', `\n${hintsFor(['app/app.tsx'])}  </head>`),
      });
      for (const [fileName, routeModules] of Object.entries(signedInShells)) {
        const hints = hintsFor(routeModules);
        this.emitFile({
          type: 'asset',
          fileName,
          // Signed-in pages open on the loading view in any case (session, then data); drawn from
          // the HTML it is the first paint, not a blank page while the code downloads.
          source: indexHtml
            .replace('</head>', `\n${hints}  </head>`)
            .replace(emptyRoot, `<div id="root">${staticLoadingViewHtml}</div>`),
        });
      }
    },
  };
}
