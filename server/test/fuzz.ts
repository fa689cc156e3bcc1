import fc from 'fast-check';
import type { Hono } from 'hono';
import { expect } from 'vitest';
import { testAppUrl } from './test-app.ts';
import { socketFrom, uniqueIp } from './users.ts';

// Shared pieces of the fuzz suites (server/fuzz/*.test.ts): arbitraries for hostile input and a
// raw request helper. Runs are bounded so the suites finish in well under a minute on 2 cores;
// FUZZ_RUNS scales them up for a longer hunt, and FUZZ_SEED replays the run a failure reports
// (fast-check prints "seed" and "path" with every counterexample).

type App = Pick<Hono, 'request'>;

const runsFromEnv = Number.parseInt(process.env.FUZZ_RUNS ?? '', 10);
const seedFromEnv = Number.parseInt(process.env.FUZZ_SEED ?? '', 10);

/** fast-check parameters for one route: `runs` requests unless FUZZ_RUNS says otherwise. */
export function fuzzParameters(runs: number): fc.Parameters<unknown> {
  return {
    numRuns: Number.isFinite(runsFromEnv) ? runsFromEnv : runs,
    ...(Number.isFinite(seedFromEnv) ? { seed: seedFromEnv } : {}),
    // A request is slow next to a pure property: shrinking a failure would take minutes.
    endOnFailure: true,
  };
}

// U+FFFD is what a lone surrogate silently becomes on its way into PostgreSQL (node-postgres
// encodes UTF-16 to UTF-8 that way). The fuzz never sends one itself, so a stored U+FFFD proves a
// lone surrogate got past validation.
const withoutReplacementCharacter = (text: string) => text.replaceAll('\uFFFD', '?');

/** Text PostgreSQL cannot store, and other classic trouble. */
export const nastyStrings: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'good\u0000food',
  '\ud800',
  '\udc00',
  'Brain\udbfffog',
  'end\ud83d',
  '\ud83d\ude00',
  '\u202e\ufeff\u200b',
  '\u0007\u001b[31m',
  'line\r\nbreak',
  '__proto__',
  'constructor',
  'toString',
  "'; drop table journal_entries; --",
  '<script>alert(1)</script>',
  '%00',
  '%ZZ',
  '../../etc/passwd',
  'Ω≈ç√∫˜µ≤≥÷',
  '𝕿𝖊𝖓𝖉',
  'x'.repeat(81),
  'x'.repeat(121),
  'x'.repeat(2001),
];

/** Ordinary text with a NUL or a lone surrogate somewhere in it. */
const unstorableArb: fc.Arbitrary<string> = fc
  .tuple(
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff'),
    fc.nat(),
  )
  .map(([text, bad, at]) => {
    const characters = [...text];
    characters.splice(at % (characters.length + 1), 0, bad);
    return characters.join('');
  });

/** Any text: hostile constants, raw UTF-16 (NUL and lone surrogates included), unicode, long. */
export const textArb: fc.Arbitrary<string> = fc
  .oneof(
    { weight: 12, arbitrary: fc.constantFrom(...nastyStrings) },
    { weight: 12, arbitrary: unstorableArb },
    { weight: 12, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
    { weight: 8, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1990, maxLength: 2100 }) },
    { weight: 1, arbitrary: fc.integer({ min: 60_000, max: 70_000 }).map((n) => 'y'.repeat(n)) },
  )
  .map(withoutReplacementCharacter);

const numberArb = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, -1, 0.5, 5, 6, 1e308, Number.MAX_SAFE_INTEGER + 2),
);

/** Random JSON: hostile strings and numbers, arrays, objects with hostile keys. */
export const jsonArb: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 4 },
    textArb,
    numberArb,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(textArb, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** JSON text nested `depth` levels deep, built as text (JSON.stringify would recurse). */
export const deepJsonArb: fc.Arbitrary<string> = fc
  .record({ depth: fc.integer({ min: 500, max: 30_000 }), kind: fc.constantFrom('array', 'object', 'mixed') })
  .map(({ depth, kind }) => {
    if (kind === 'array') return `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const levels = Math.min(depth, 10_000);
    if (kind === 'object') return `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
    return `${'{"a":['.repeat(levels / 2)}1${']}'.repeat(levels / 2)}`;
  });

/** A request body as sent on the wire: JSON of any shape, deep nesting, broken JSON, too large. */
export const rawBodyArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: jsonArb.map((value) => JSON.stringify(value) ?? 'null') },
  { weight: 1, arbitrary: deepJsonArb },
  {
    weight: 1,
    arbitrary: fc.constantFrom('', '{', '{"a":1,}', 'nul', '[1,2', '"\\ud800"', '"\\u0000"', '\u0000'),
  },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 66_000, max: 80_000 }).map((n) => JSON.stringify('z'.repeat(n))),
  },
);

type Body = { raw: string } | { json: unknown };

const deepMarker = '\u0001deep\u0001';

/**
 * A valid body with one thing changed: a field replaced by any JSON value, removed, or an unknown
 * field added, at any depth. Mostly-valid bodies reach the code behind validation; random ones
 * only test the first check.
 */
export function mutatedBody(valid: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<Body> {
  const mutation = fc.oneof(
    { weight: 6, arbitrary: fc.constant({ kind: 'none' as const }) },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('replace' as const),
        pick: fc.nat(),
        // Mostly text: most fields are text, and text is what reached PostgreSQL unchecked.
        value: fc.oneof({ weight: 2, arbitrary: textArb }, { weight: 1, arbitrary: jsonArb }),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('add' as const),
        pick: fc.nat(),
        key: textArb,
        value: jsonArb,
      }),
    },
  );
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.tuple(valid, mutation).map(([body, change]) => ({ json: mutate(body, change) })),
    },
    {
      // One field nested thousands of levels deep, as text: JSON.stringify would recurse.
      weight: 1,
      arbitrary: fc.tuple(valid, fc.nat(), deepJsonArb).map(([body, pick, deep]) => {
        const marked = JSON.stringify(mutate(body, { kind: 'replace', pick, value: deepMarker }));
        return { raw: marked.replace(JSON.stringify(deepMarker), deep) };
      }),
    },
    { weight: 1, arbitrary: rawBodyArb.map((raw) => ({ raw })) },
  );
}

type Mutation =
  | { kind: 'none' }
  | { kind: 'replace'; pick: number; value: unknown }
  | { kind: 'remove'; pick: number }
  | { kind: 'add'; pick: number; key: string; value: unknown };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Paths of every field in `value`, nested objects and arrays included. */
function fieldPaths(value: unknown, prefix: readonly (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => fieldPaths(item, [...prefix, index]));
  if (!isPlainObject(value)) return [];
  return Object.entries(value).flatMap(([key, item]) => [
    [...prefix, key],
    ...fieldPaths(item, [...prefix, key]),
  ]);
}

function objectPaths(value: unknown, prefix: readonly (string | number)[] = []): (string | number)[][] {
  if (!isPlainObject(value)) return [];
  return [
    [...prefix],
    ...Object.entries(value).flatMap(([key, item]) => objectPaths(item, [...prefix, key])),
  ];
}

function mutate(body: Record<string, unknown>, change: Mutation): unknown {
  const copy = structuredClone(body);
  if (change.kind === 'none') return copy;
  const paths = change.kind === 'add' ? objectPaths(copy) : fieldPaths(copy);
  const path = paths[change.pick % paths.length];
  if (path === undefined) return copy;
  let parent: unknown = copy;
  const last = change.kind === 'add' ? change.key : path[path.length - 1];
  const parentPath = change.kind === 'add' ? path : path.slice(0, -1);
  for (const key of parentPath) parent = (parent as Record<string | number, unknown>)[key];
  const target = parent as Record<string | number, unknown>;
  if (last === undefined) return copy;
  if (change.kind === 'remove') {
    if (Array.isArray(target)) target.splice(Number(last), 1);
    else delete target[last];
  } else if (last === '__proto__') {
    Object.defineProperty(target, last, {
      value: change.value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  } else {
    target[last] = change.value;
  }
  return copy;
}

/** A path segment as a client might put it in a URL: encoded text, or raw (malformed) escapes. */
export const pathSegmentArb: fc.Arbitrary<string> = fc.oneof(
  // encodeURIComponent refuses lone surrogates; their raw UTF-8 form is among the constants.
  textArb.map((text) => encodeURIComponent(text.slice(0, 200).toWellFormed())),
  fc.constantFrom(
    '%',
    '%ZZ',
    '%00',
    '%ED%A0%80',
    '%C0%AF',
    '%E0%A4%A',
    '..',
    '.',
    '%2e%2e',
    '%2F',
    'a%2Fb',
    '%u0000',
  ),
);

/** A query string: random keys and values, repeated keys, raw escapes. */
export const queryArb: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom('range', 'page', 'date', 'limit'), pathSegmentArb),
      fc.oneof(
        fc.constantFrom('auto', 'week', 'all', '1', '0', '-1', '1e9', '100001', '2.5', ''),
        pathSegmentArb,
      ),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`));

export const contentTypeArb = fc.oneof(
  { weight: 5, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ),
  },
);

export type FuzzRequest = {
  method: string;
  path: string;
  body?: Body;
  cookie?: string;
  contentType?: string;
};

/**
 * Sends one request the way a browser on the app's origin would (so the CSRF check passes and the
 * route itself is reached), from a fresh address, and checks the answer is not a 5xx and, when it
 * says JSON, is JSON. Returns the status and parsed body.
 */
export async function fuzzRequest(
  app: App,
  request: FuzzRequest,
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { origin: testAppUrl };
  if (request.cookie) headers.cookie = request.cookie;
  let body: string | undefined;
  if (request.body !== undefined) {
    body = 'raw' in request.body ? request.body.raw : (JSON.stringify(request.body.json) ?? 'null');
    headers['content-type'] = request.contentType ?? 'application/json';
  }
  const response = await app.request(
    `http://localhost${request.path}`,
    { method: request.method, headers, body },
    socketFrom(uniqueIp()),
  );
  const text = await response.text();
  // The failing input, readable in the assertion message (fast-check prints the request builders
  // only as functions). Non-ASCII is escaped so NULs and lone surrogates show as what they are.
  const sent =
    body === undefined ? '' : ` ${request.contentType ?? ''} ${escapeForMessage(body.slice(0, 200))}`;
  const described = `${request.method} ${request.path}${sent} -> ${response.status} ${text.slice(0, 300)}`;
  expect(response.status, described).toBeLessThan(500);
  const contentType = response.headers.get('content-type') ?? '';
  let parsed: unknown = text;
  if (/json/.test(contentType) && text !== '') {
    expect(() => JSON.parse(text), described).not.toThrow();
    parsed = JSON.parse(text);
  }
  return { status: response.status, body: parsed };
}

function escapeForMessage(text: string): string {
  return text.replace(
    /[^\x20-\x7e]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
