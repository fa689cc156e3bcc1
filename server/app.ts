import { existsSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { earlyReadsFor } from '#domain/app/early-reads.ts';
import type { AppDeps, AppEnv } from './app-env.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { signUpRoutes } from './auth/sign-up.routes.ts';
import { dataExportRoutes } from './features/data-export/data-export.routes.ts';
import { experimentsRoutes } from './features/experiments/experiments.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { importRoutes } from './features/import/import.routes.ts';
import { insightsRoutes } from './features/insights/insights.routes.ts';
import { journalRoutes } from './features/journal/journal.routes.ts';
import { meRoutes } from './features/me/me.routes.ts';
import { mealPhotosRoutes } from './features/meal-photos/meal-photos.routes.ts';
import { medicationChangesRoutes } from './features/medication-changes/medication-changes.routes.ts';
import { onboardingRoutes } from './features/profile/onboarding.routes.ts';
import { profileRoutes } from './features/profile/profile.routes.ts';
import { trackingRoutes } from './features/profile/tracking.routes.ts';
import { questionnairesRoutes } from './features/questionnaires/questionnaires.routes.ts';
import { remindersRoutes } from './features/reminders/reminders.routes.ts';
import { unsubscribeRoutes } from './features/reminders/unsubscribe.routes.ts';
import { reportRoutes } from './features/report/report.routes.ts';
import { shareLinksRoutes } from './features/sharing/share-links.routes.ts';
import { sharedViewRoutes } from './features/sharing/shared-view.routes.ts';
import { trendsRoutes } from './features/trends/trends.routes.ts';
import { ProblemError, problem } from './http/problem.ts';
import { bodySizeLimit } from './middleware/body-size-limit.ts';
import { loggedPath, requestFrame } from './middleware/request-frame.ts';
import { trustedOrigin } from './middleware/trusted-origin.ts';

export const jsonBodyLimitBytes = 64 * 1024;
// The routes that take more than JSON, each with its own limit in the route: a photo (10 MB) and
// a file to import (60 MB).
const largeBodyPaths = new Set(['/api/meal-photos/analyze', '/api/imports', '/api/imports/preview']);

export type AppOptions = {
  /** Folder of the built SPA; when absent (API-only tests, dev with Vite) only /api is served. */
  webRoot?: string;
};

// Health, auth (and whether sign-up is open) and a reminder email's unsubscribe link are public. Every other feature router starts with requireSession (see
// features/me/me.routes.ts); server/auth/access-matrix.test.ts checks each route for it.
function buildApi() {
  return (
    new Hono<AppEnv>()
      .route('/health', healthRoutes)
      .route('/auth', authRoutes)
      .route('/sign-up', signUpRoutes)
      .route('/me', meRoutes)
      .route('/profile/tracking', trackingRoutes)
      .route('/profile', profileRoutes)
      .route('/onboarding', onboardingRoutes)
      .route('/export', dataExportRoutes)
      .route('/imports', importRoutes)
      .route('/journal', journalRoutes)
      .route('/insights', insightsRoutes)
      .route('/report.pdf', reportRoutes)
      .route('/trends', trendsRoutes)
      .route('/meal-photos', mealPhotosRoutes)
      .route('/medication-changes', medicationChangesRoutes)
      .route('/questionnaires', questionnairesRoutes)
      .route('/reminders', remindersRoutes)
      .route('/experiments', experimentsRoutes)
      .route('/share-links', shareLinksRoutes)
      // Public: the link in a reminder email works without signing in (its token is the proof).
      .route('/unsubscribe', unsubscribeRoutes)
  );
}

/** The typed API surface, for `hono/client` in the web app. */
export type AppType = ReturnType<typeof buildApi>;

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();

  app.use('*', requestFrame(deps));

  const jsonBodyLimit = bodySizeLimit({
    maxSize: jsonBodyLimitBytes,
    onError: (c) => problem(c, 413, 'body_too_large', 'The request body is larger than 64 KiB.'),
  });
  app.use('/api/*', (c, next) => (largeBodyPaths.has(c.req.path) ? next() : jsonBodyLimit(c, next)));

  app.use('/api/*', trustedOrigin);
  app.route('/api', buildApi());
  app.all('/api/*', (c) => problem(c, 404, 'not_found', `There is no API endpoint at ${c.req.path}.`));
  // Public: a link a person gave a clinician (its token is the only key; features/sharing).
  app.route('/shared', sharedViewRoutes);

  if (options.webRoot && existsSync(options.webRoot)) mountSpa(app, options.webRoot);

  app.notFound((c) => problem(c, 404, 'not_found', 'Not found.'));
  app.onError((error, c) => {
    if (error instanceof ProblemError)
      return problem(c, error.status, error.code, error.message, error.errors);
    if (error instanceof HTTPException && error.status < 500) {
      return problem(c, error.status, 'http_error', error.message || 'The request could not be handled.');
    }
    deps.logger.error(
      { err: error, requestId: c.get('requestId'), path: loggedPath(c.req.path) },
      'unhandled error',
    );
    return problem(c, 500, 'internal', 'Something went wrong on our side. Please try again.');
  });

  return app;
}

function mountSpa(app: Hono<AppEnv>, webRoot: string) {
  // Hashed assets never change under the same name; the shell and the service worker must be
  // revalidated so a new release reaches people. serveStatic calls onFound after it has built the
  // response, too late to add a header, so onFound only notes the file and the header is set here.
  const served = new WeakMap<Context, string>();
  const onFound = (filePath: string, c: Context) => {
    served.set(c, filePath);
  };
  app.use('*', async (c, next) => {
    await next();
    const filePath = served.get(c);
    if (filePath === undefined) return;
    const immutable = path.relative(webRoot, filePath).split(path.sep)[0] === 'assets';
    c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  });
  app.use('*', serveStatic({ root: webRoot, precompressed: true, onFound }));
  // Signed-in paths get a shell that also preloads their page's route code (scripts/build/
  // signed-in-shell.ts): Insights and Trends their own, every other path the dashboard's app.html.
  // The landing page keeps the lighter index.html.
  const signedInShell = path.join(webRoot, 'app.html');
  if (existsSync(signedInShell)) {
    const shellFor = (file: string) =>
      serveStatic({
        path: existsSync(path.join(webRoot, file)) ? path.join(webRoot, file) : signedInShell,
        precompressed: true,
        onFound,
      });
    const serveSignedInShell = shellFor('app.html');
    const pageShells = new Map([
      ['/app/insights', shellFor('app-insights.html')],
      ['/app/trends', shellFor('app-trends.html')],
    ]);
    for (const route of ['/app', '/app/*', '/onboarding']) {
      app.get(route, async (c, next) => {
        // The reads the page starts with (web/app/early-requests.ts), announced with the page so
        // that the browser asks for them while the code is still on its way.
        const reads = earlyReadsFor(c.req.path, new URL(c.req.url).search);
        if (reads.length > 0)
          c.header('Link', reads.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin`).join(', '));
        const shell = pageShells.get(c.req.path.replace(/\/+$/, '')) ?? serveSignedInShell;
        return shell(c, next);
      });
    }
  }
  // History fallback: every other client-side route (/about, /auth/sign-in ...) loads the SPA shell,
  // the one that also preloads the router's code where the build wrote it (site.html; the landing
  // page, served above as index.html, draws itself without the router).
  const publicShell = path.join(webRoot, 'site.html');
  const fallbackShell = existsSync(publicShell) ? publicShell : path.join(webRoot, 'index.html');
  app.get('*', serveStatic({ path: fallbackShell, precompressed: true, onFound }));
}
