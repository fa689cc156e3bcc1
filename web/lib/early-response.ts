// Requests a page is certain to make, started by the entry script so that they travel alongside
// the route's code instead of after it (on a slow phone network each round trip is hundreds of
// milliseconds). The code that would have made the request takes the answer instead, once.

/** Older than this, an answer nobody took is not trusted to be current: the caller asks again. */
const freshForMs = 10_000;

const started = new Map<string, { at: number; response: Promise<Response> }>();

const nullBodyStatuses = new Set([204, 205, 304]);

/** Starts a same-origin GET of `url` unless one is already waiting. */
export function startEarly(url: string): void {
  if (started.has(url)) return;
  // The body is read at once: an unread response keeps its request open in the browser, and this
  // one may never be taken (a signed-out visitor is sent on to sign in).
  const response = fetch(url, { credentials: 'same-origin' }).then(async (answer) => {
    const body = nullBodyStatuses.has(answer.status) ? null : await answer.arrayBuffer();
    return new Response(body, {
      status: answer.status,
      statusText: answer.statusText,
      headers: answer.headers,
    });
  });
  // A failure (offline) reaches whoever takes the answer; untaken, it must not be an unhandled rejection.
  response.catch(() => undefined);
  started.set(url, { at: performance.now(), response });
}

/** The early answer for `url`, if one was started recently and nobody took it yet. */
export function takeEarly(url: string): Promise<Response> | undefined {
  const entry = started.get(url);
  if (!entry) return undefined;
  started.delete(url);
  return performance.now() - entry.at <= freshForMs ? entry.response : undefined;
}

/**
 * Forgets every answer nobody took yet: they were computed for a state that just changed (the
 * person's zone, which decides every "today" the server answers with), so the caller must ask again.
 */
export function discardEarly(): void {
  started.clear();
}
