// The container test's journey through the public API, as the web app makes it:
//   node scripts/container-journey.mjs log <app-url> <state-file>   signs up and logs a meal
//   node scripts/container-journey.mjs find <app-url> <state-file>  signs in and finds that meal
//   node scripts/container-journey.mjs write <app-url> <state-file> <ids-file>
//       signs in and logs meals one after another until the app stops answering (at most 60 s),
//       adding each acknowledged entry's id to <ids-file> as soon as the app answers
//   node scripts/container-journey.mjs check <app-url> <state-file> <ids-file>
//       signs in and finds every acknowledged entry in the person's export, each exactly once
// Plain JavaScript with no dependency, run by the machine's Node against the container.
import { randomUUID } from 'node:crypto';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';

const [mode, appUrl, stateFile, idsFile] = process.argv.slice(2);
const needsIds = ['write', 'check'].includes(mode ?? '');
if (
  !['log', 'find', 'write', 'check'].includes(mode ?? '') ||
  !appUrl ||
  !stateFile ||
  (needsIds && !idsFile)
) {
  console.error(
    'usage: container-journey.mjs log|find <app-url> <state-file> | write|check <app-url> <state-file> <ids-file>',
  );
  process.exit(2);
}

const headers = (cookie) => ({
  'content-type': 'application/json',
  origin: appUrl,
  ...(cookie ? { cookie } : {}),
});

function cookieFrom(response) {
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}

async function send(path, { method = 'GET', cookie, body } = {}) {
  const response = await fetch(`${appUrl}${path}`, {
    method,
    headers: headers(cookie),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return { response, text };
}

if (mode === 'log') {
  const state = {
    email: `container-${randomUUID()}@example.test`,
    password: 'gentle-morning-walk-42',
    meal: `Oat pancakes with banana ${randomUUID().slice(0, 8)}`,
  };
  const { response } = await send('/api/auth/sign-up/email', {
    method: 'POST',
    body: { name: 'Container', email: state.email, password: state.password },
  });
  const cookie = cookieFrom(response);
  await send('/api/journal/entries', {
    method: 'POST',
    cookie,
    body: {
      id: randomUUID(),
      type: 'food',
      date: new Date().toISOString().slice(0, 10),
      content: state.meal,
      details: { mealTime: 'snacks', mealSize: 'small', mealSource: 'home', wasPhotoAnalyzed: false },
    },
  });
  writeFileSync(stateFile, JSON.stringify(state));
  console.log(`signed up and logged "${state.meal}"`);
} else {
  const state = JSON.parse(readFileSync(stateFile, 'utf8'));
  const { response } = await send('/api/auth/sign-in/email', {
    method: 'POST',
    body: { email: state.email, password: state.password },
  });
  const cookie = cookieFrom(response);
  if (mode === 'find') {
    const { text } = await send('/api/journal/history?range=all&page=1', { cookie });
    if (!text.includes(state.meal))
      throw new Error(`"${state.meal}" is not in the history: ${text.slice(0, 300)}`);
    console.log(`signed in and found "${state.meal}"`);
  } else if (mode === 'write') {
    writeFileSync(idsFile, '');
    const until = Date.now() + 60_000;
    let acknowledged = 0;
    while (Date.now() < until) {
      const id = randomUUID();
      try {
        await send('/api/journal/entries', {
          method: 'POST',
          cookie,
          body: {
            id,
            type: 'food',
            date: new Date().toISOString().slice(0, 10),
            content: `Meal ${acknowledged + 1} before the kill`,
            details: { mealTime: 'snacks', mealSize: 'small', mealSource: 'home', wasPhotoAnalyzed: false },
          },
        });
      } catch (error) {
        // The app was killed: this one was never acknowledged, so it may or may not be there.
        console.log(
          `${acknowledged} entries acknowledged before the app stopped answering (${error.cause?.code ?? error.message})`,
        );
        process.exit(0);
      }
      appendFileSync(idsFile, `${id}\n`);
      acknowledged += 1;
    }
    throw new Error(`the app was still answering after 60 s (${acknowledged} entries)`);
  } else {
    const ids = readFileSync(idsFile, 'utf8').split('\n').filter(Boolean);
    const { text } = await send('/api/export', { cookie });
    const stored = JSON.parse(text).journalEntries.map((entry) => entry.id);
    const lost = ids.filter((id) => !stored.includes(id));
    const doubled = ids.filter((id) => stored.filter((other) => other === id).length > 1);
    if (ids.length === 0) throw new Error('no entry was acknowledged before the kill');
    if (lost.length > 0)
      throw new Error(`${lost.length} of ${ids.length} acknowledged entries are lost: ${lost.slice(0, 3)}`);
    if (doubled.length > 0) throw new Error(`${doubled.length} acknowledged entries are stored twice`);
    console.log(`all ${ids.length} acknowledged entries are there, each once`);
  }
}
