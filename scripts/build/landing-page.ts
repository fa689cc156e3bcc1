import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type Rolldown } from 'vite';

// The landing page draws itself without the app's router (web/app/landing-start.tsx,
// docs/decisions/023-landing-page-without-the-router.md). Two things keep it that way: the router
// and the modules only routed pages run are one chunk that the landing page's HTML must not name,
// and the JavaScript its HTML names must stay within the budget (100 kB gzip, against
// 68.5 kB for a bare React 19 page).

/** The landing page's JavaScript budget, gzip (level 9, as the server's precompressed files; smaller ones as they are). */
export const landingBudgetBytes = 100_000;

// React Router but for its context objects, which the landing page's links read
// (web/lib/site-navigation.tsx), and the app's router with the layouts and small components every
// routed page runs first: one chunk instead of five, so that a routed page does not pay a request
// for each.
const routerModules = [
  /node_modules\/react-router\/dist\/[^/]+\/(?!lib\/context\.js$)/,
  /web\/app\/(app|router)\.tsx$/,
  /web\/app\/layouts\/(site-layout|public-layout|route-error)\.tsx$/,
  // Read by site-layout (the signed-in reader of a public page). Left out, rolldown put it in a chunk
  // of its own with app.tsx's facade and exported a namespace it never defined ("Export
  // 'app_exports' is not defined"): every routed page stayed on its loading view.
  /web\/app\/layouts\/signed-in-reader\.ts$/,
  /web\/features\/session\/components\/redirect-signed-in-visitor\.tsx$/,
  /web\/components\/ui\/(loading-view|button|spinner)\.tsx$/,
];

/** The codeSplitting group's test for the router's chunk. */
export function isRouterModule(id: string): boolean {
  const normalised = id.replaceAll('\\', '/');
  return routerModules.some((pattern) => pattern.test(normalised));
}

/** Paths of the scripts an HTML page names: its entry module and its modulepreloads, or its boot script and what that loads. */
export function scriptsNamedIn(html: string): string[] {
  const tags = [...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="\/?([^"]+\.js)"/g)].map(
    (match) => match[1] ?? '',
  );
  // The landing page names its modules for its boot script (paintFromTheHtml).
  const meta = new RegExp(`<meta name="${landingScriptsMeta}" content="([^"]*)"`).exec(html);
  const booted = (meta?.[1] ?? '')
    .split(' ')
    .filter(Boolean)
    .map((path) => path.replace(/^\//, ''));
  return [...tags, ...booted];
}

/**
 * The gzip size of every script the landing page's HTML names; throws when the total is over the
 * budget, when a named script is not in the build, or when the router's chunk is among them.
 */
export function checkLandingScripts(
  indexHtml: string,
  gzipSizeOf: (fileName: string) => number | undefined,
  routerChunkFile: string | undefined,
): { total: number; scripts: { fileName: string; gzipBytes: number }[] } {
  const scripts = scriptsNamedIn(indexHtml).map((fileName) => {
    const gzipBytes = gzipSizeOf(fileName);
    if (gzipBytes === undefined)
      throw new Error(`landing page: index.html names ${fileName}, not in the build`);
    return { fileName, gzipBytes };
  });
  if (routerChunkFile && scripts.some((script) => script.fileName === routerChunkFile))
    throw new Error('landing page: index.html loads the router chunk; see isRouterModule and web/main.tsx');
  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  if (total > landingBudgetBytes) {
    const list = scripts.map((script) => `  ${script.fileName} ${(script.gzipBytes / 1000).toFixed(1)} kB`);
    throw new Error(
      `landing page: its HTML names ${(total / 1000).toFixed(1)} kB of JavaScript (gzip), over the budget of ${landingBudgetBytes / 1000} kB:\n${list.join('\n')}`,
    );
  }
  return { total, scripts };
}

/** Fails the build when the landing page's JavaScript is over its budget (checkLandingScripts). */
export function landingPageBudget(): Plugin {
  return {
    name: 'tend-landing-page-budget',
    apply: 'build',
    enforce: 'post',
    // Once written, when every chunk's code is final.
    writeBundle(_options, bundle: Rolldown.OutputBundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('landing page: no index.html in the bundle');
      const chunks = new Map(
        Object.values(bundle)
          .filter((output): output is Rolldown.OutputChunk => output.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const router = [...chunks.values()].find((chunk) => chunk.name === 'router');
      if (!router) throw new Error('landing page: no router chunk; see isRouterModule');
      const { total } = checkLandingScripts(
        String(index.source),
        (fileName) => {
          // A chunk, or the boot script, which is an asset (paintFromTheHtml).
          const output = bundle[fileName];
          const code =
            output?.type === 'chunk'
              ? output.code
              : output?.type === 'asset'
                ? String(output.source)
                : undefined;
          if (code === undefined) return undefined;
          // What the server sends a gzip client: files under 1 KiB are not precompressed
          // (precompress in vite.config.ts), so they go as they are.
          const bytes = Buffer.byteLength(code);
          return bytes < 1024 ? bytes : gzipSync(code, { level: 9 }).length;
        },
        router.fileName,
      );
      this.info(
        `landing page: ${(total / 1000).toFixed(1)} kB of JavaScript (gzip), budget ${landingBudgetBytes / 1000} kB`,
      );
    },
  };
}

/**
 * Writes the landing page's markup into index.html's #root, so that it paints as soon as the HTML
 * and the stylesheet arrive instead of once its script has run (Lighthouse's first and largest
 * paint); the script then takes the markup over (startLanding). Rendered by the page's own
 * components (web/app/landing-markup.tsx), so it cannot drift from what the script draws. Runs
 * after the other shells were written from the empty index.html: only the landing page gets it.
 */
export function landingPageMarkup(): Plugin {
  let root = '';
  return {
    name: 'tend-landing-page-markup',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('landing page: no index.html in the bundle');
      const emptyRoot = '<div id="root"></div>';
      const html = String(index.source);
      if (!html.includes(emptyRoot)) throw new Error('landing page: index.html has no empty #root');
      const server = await createServer({
        configFile: false,
        root,
        logLevel: 'error',
        appType: 'custom',
        plugins: [react()],
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const module = (await server.ssrLoadModule('/app/landing-markup.tsx')) as {
          landingMarkup: () => string;
        };
        const markup = module.landingMarkup();
        if (!markup.includes('<h1')) throw new Error('landing page: its markup has no heading');
        const withMarkup = html.replace(emptyRoot, `<div id="root">${markup}</div>`);
        const boot = this.emitFile({ type: 'asset', name: 'landing-boot.js', source: landingBootSource });
        index.source = paintFromTheHtml(
          withMarkup,
          (fileName) => {
            const asset = bundle[fileName];
            return asset?.type === 'asset' ? String(asset.source) : undefined;
          },
          `/${this.getFileName(boot)}`,
        );
      } finally {
        await server.close();
      }
    },
  };
}

/** The meta element that names the landing page's scripts for the boot script, entry first. */
export const landingScriptsMeta = 'tend-landing-scripts';

/**
 * Loads the landing page's scripts once its first paint is on screen. A classic deferred script
 * (the policy refuses inline scripts), fetched at low priority; it runs once the HTML is parsed and
 * waits for the browser's first-contentful-paint entry before any other script is fetched. Without
 * JavaScript, or before it has run, the links are plain links.
 */
export const landingBootSource = `// The landing page's scripts, started after its first paint (scripts/build/landing-page.ts).
(() => {
  const meta = document.querySelector('meta[name="${landingScriptsMeta}"]');
  if (!meta) return;
  const [entry, ...preloads] = meta.content.split(' ');
  const start = () => {
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // Once the browser reports the first paint (a frame drawn is not yet a frame shown); a tab opened
  // in the background paints only when shown, so after two seconds the scripts load regardless.
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  if ('PerformanceObserver' in window && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      once();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(once, 2000);
  } else {
    once();
  }
})();
`;

/**
 * The landing page paints from its HTML alone (for a Lighthouse 100). Its markup is already in
 * the HTML, so the stylesheet was the one thing its first paint waited for: it goes inline (the
 * policy allows inline styles, server/middleware/security-headers.ts; 8 kB gzip, and the whole
 * app's, so the pages the router later draws in this document need no other). Its scripts only
 * take over a page that is already drawn, so they are fetched after the first paint, by the boot
 * script at `bootPath`: Lighthouse counts every request that ends before the largest paint as one
 * that paint waited for, and from the HTML's head they all did. The modules stay named in a meta
 * element (the budget reads them there). Only index.html gets this; the other shells draw nothing
 * until their script runs, so they keep the cached stylesheet and their preloads.
 */
export function paintFromTheHtml(
  html: string,
  stylesheet: (fileName: string) => string | undefined,
  bootPath: string,
): string {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*?href="\/([^"]+\.css)"[^>]*>/g)];
  if (links.length !== 1)
    throw new Error(`landing page: expected one stylesheet link, found ${links.length}`);
  const [link, fileName = ''] = links[0] as RegExpMatchArray;
  const css = stylesheet(fileName);
  if (css === undefined) throw new Error(`landing page: index.html names ${fileName}, not in the build`);
  // A "</style" inside the CSS would end the element early; Tailwind's output has none, but say so.
  if (/<\/style/i.test(css)) throw new Error('landing page: the stylesheet contains </style');

  const entryTag = /<script type="module"[^>]*?src="(\/[^"]+\.js)"[^>]*><\/script>\s*/;
  const entry = entryTag.exec(html);
  if (!entry) throw new Error('landing page: index.html has no entry script');
  const preloadTag = /<link rel="modulepreload"[^>]*?href="(\/[^"]+\.js)"[^>]*>\s*/g;
  const preloads = [...html.matchAll(preloadTag)].map((match) => match[1] ?? '');
  const scripts = [entry[1] ?? '', ...preloads].join(' ');
  return html
    .replace(link, () => `<style>${css}</style>`)
    .replace(entryTag, '')
    .replaceAll(preloadTag, '')
    .replace(
      '</head>',
      () =>
        `<meta name="${landingScriptsMeta}" content="${scripts}">\n<script defer fetchpriority="low" src="${bootPath}"></script>\n</head>`,
    );
}
