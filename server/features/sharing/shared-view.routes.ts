import { Readable } from 'node:stream';
import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import { todayKey } from '#domain/common/day-boundaries.ts';
import { reportFileName, reportReadEnd, reportReadStart } from '#domain/report/public.ts';
import { deviceFamily } from '#domain/sharing/device-family.ts';
import { type ShareOpenKind, type ShareSection, shareLinkState } from '#domain/sharing/share-link.ts';
import { isShareTokenShape } from '#domain/sharing/share-token.ts';
import { limitReportModel } from '#domain/sharing/shared-report.ts';
import type { AppEnv } from '#server/app-env.ts';
import { reserveInWindow } from '#server/db/rate-limit.ts';
import { readReportModel, renderReport } from '#server/features/report/public.ts';
import { bodySizeLimit } from '#server/middleware/body-size-limit.ts';
import {
  checkPasscode,
  findShareLink,
  isLocked,
  PASSCODE_TRIES,
  recordOpen,
  type ShareLinkRow,
} from './share-links.service.ts';
import { readSharedBundle } from './shared-fhir.ts';
import { cachedModel, keepModel, modelFingerprint } from './shared-model-cache.ts';
import { passcodePage, plainPage, sharedReportPage } from './shared-page.ts';

// The shared view: public, outside /api, no session and no cookie. The token in the path is the
// only key, and it opens only its own link's report. Unknown and malformed tokens get the same 404;
// an expired or revoked link a plain 410 with nothing else. request-frame.ts gives every answer here
// no-store, no-referrer, noindex and the app's policy.

/** Requests per client per window, whatever the token: brakes guessing and scraping alike. */
export const SHARED_REQUESTS_PER_WINDOW = 60;
export const SHARED_WINDOW_MS = 10 * 60 * 1000;

const notFoundPage = () =>
  plainPage(
    'Link not found',
    'There is no shared report at this address. Please check the link you were given.',
  );
const gonePage = () =>
  plainPage(
    'This link has ended',
    'The person who shared this report has revoked the link, or it has expired. Please ask them for a new one.',
  );
const lockedPage = () =>
  plainPage(
    'Too many wrong passcodes',
    'This link is locked for 15 minutes after 5 wrong passcodes. Please try again later or ask the person who shared it.',
  );

function clientIp(c: Context<AppEnv>): string {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    socket = undefined;
  }
  return c.var.deps.resolveClientIp(socket, c.req.header('x-forwarded-for') ?? null);
}

type Unlocked = { row: ShareLinkRow; passcode: string | null };

/** The link of the path if it may be shown now, or the page that says why not. */
async function unlock(c: Context<AppEnv>): Promise<Unlocked | Response> {
  const { db, pool, now: clock } = c.var.deps;
  const allowed = await reserveInWindow(pool, {
    key: `shared-view:${clientIp(c)}`,
    limit: SHARED_REQUESTS_PER_WINDOW,
    windowMs: SHARED_WINDOW_MS,
  });
  if (!allowed)
    return c.html(
      plainPage('Too many requests', 'Please wait a few minutes before opening this link again.'),
      429,
    );
  const token = c.req.param('token') ?? '';
  if (!isShareTokenShape(token)) return c.html(notFoundPage(), 404);
  const row = await findShareLink(db, token);
  if (!row) return c.html(notFoundPage(), 404);
  const now = clock();
  if (shareLinkState(row, now) !== 'active') return c.html(gonePage(), 410);
  if (row.passcodeHash === null) return { row, passcode: null };
  if (isLocked(row, now)) return c.html(lockedPage(), 429);
  const action = `/shared/${token}`;
  if (c.req.method !== 'POST') return c.html(passcodePage(action), 401);
  const body = await c.req.parseBody();
  const passcode = typeof body.passcode === 'string' ? body.passcode.trim() : '';
  if (passcode === '') return c.html(passcodePage(action, 'Please enter the 6-digit passcode.'), 401);
  const outcome = await checkPasscode(db, row.id, passcode, now);
  if (outcome.ok) return { row, passcode };
  if (outcome.locked) return c.html(lockedPage(), 429);
  const left = outcome.triesLeft;
  return c.html(
    passcodePage(
      action,
      `That passcode is not right. ${left} ${left === 1 ? 'try' : 'tries'} left of ${PASSCODE_TRIES} before the link locks for 15 minutes.`,
    ),
    401,
  );
}

async function sharedModel(c: Context<AppEnv>, row: ShareLinkRow) {
  const { db, pool, now: clock } = c.var.deps;
  const now = clock();
  const person = await ownerOf(c, row);
  const sections = row.sections as ShareSection[];
  const range = { from: row.from, to: row.to, days: daysIn(row) };
  const fingerprint = await modelFingerprint(
    pool,
    row.userId,
    reportReadStart(range, person.timeZone),
    reportReadEnd(range, person.timeZone),
    todayKey(now, person.timeZone),
  );
  const kept = cachedModel(row.id, fingerprint);
  if (kept) return kept;
  const model = await readReportModel(db, person, range, now, {
    includeNotes: false,
    name: row.displayName,
    medications: sections.includes('medications'),
    experiments: sections.includes('experiments'),
    scores: sections.includes('scores'),
  });
  const limited = limitReportModel(model, sections);
  keepModel(row.id, fingerprint, limited);
  return limited;
}

function daysIn(row: ShareLinkRow): number {
  return (
    Math.round((Date.parse(`${row.to}T00:00:00Z`) - Date.parse(`${row.from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

async function ownerOf(c: Context<AppEnv>, row: ShareLinkRow) {
  const { rows } = await c.var.deps.pool.query<{ timezone: string | null }>(
    'select timezone from user_profiles where user_id = $1',
    [row.userId],
  );
  return { id: row.userId, name: row.displayName, timeZone: rows[0]?.timezone || 'UTC' };
}

async function opened(c: Context<AppEnv>, row: ShareLinkRow, what: ShareOpenKind) {
  const { db, now } = c.var.deps;
  await recordOpen(db, row, what, deviceFamily(c.req.header('user-agent')), now());
}

async function page(c: Context<AppEnv>) {
  const unlocked = await unlock(c);
  if (unlocked instanceof Response) return unlocked;
  const model = await sharedModel(c, unlocked.row);
  await opened(c, unlocked.row, 'page');
  return c.html(sharedReportPage(model, `/shared/${c.req.param('token')}`, unlocked.passcode));
}

async function pdf(c: Context<AppEnv>) {
  const unlocked = await unlock(c);
  if (unlocked instanceof Response) return unlocked;
  const model = await sharedModel(c, unlocked.row);
  await opened(c, unlocked.row, 'pdf');
  return c.body(Readable.toWeb(renderReport(model)) as ReadableStream<Uint8Array>, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${reportFileName(unlocked.row)}"`,
  });
}

async function fhir(c: Context<AppEnv>) {
  const unlocked = await unlock(c);
  if (unlocked instanceof Response) return unlocked;
  const { row } = unlocked;
  const person = await ownerOf(c, row);
  const bundle = await readSharedBundle(c.var.deps.db, person, row, c.var.deps.now());
  await opened(c, row, 'fhir');
  return c.body(JSON.stringify(bundle), 200, {
    'Content-Type': 'application/fhir+json; charset=utf-8',
    'Content-Disposition': `attachment; filename="tend-fhir-${row.from}-to-${row.to}.json"`,
  });
}

const formLimit = bodySizeLimit({
  maxSize: 1024,
  onError: (c) => c.html(plainPage('Request too large', 'Please send only the passcode.'), 413),
});

export const sharedViewRoutes = new Hono<AppEnv>()
  .use('*', formLimit)
  .get('/:token', page)
  .post('/:token', page)
  .get('/:token/report.pdf', pdf)
  .post('/:token/report.pdf', pdf)
  .get('/:token/fhir.json', fhir)
  .post('/:token/fhir.json', fhir)
  .all('*', (c) => c.html(notFoundPage(), 404));
