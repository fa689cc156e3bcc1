// The container test's journey through the public API, as the web app makes it:
//   node scripts/container-journey.mjs log <app-url> <state-file>   signs up and logs a meal
//   node scripts/container-journey.mjs find <app-url> <state-file>  signs in and finds that meal
// Plain JavaScript with no dependency, run by the machine's Node against the container.
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';

const [mode, appUrl, stateFile] = process.argv.slice(2);
if (!['log', 'find'].includes(mode ?? '') || !appUrl || !stateFile) {
  console.error('usage: container-journey.mjs log|find <app-url> <state-file>');
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
  const { text } = await send('/api/journal/history?range=all&page=1', { cookie: cookieFrom(response) });
  if (!text.includes(state.meal))
    throw new Error(`"${state.meal}" is not in the history: ${text.slice(0, 300)}`);
  console.log(`signed in and found "${state.meal}"`);
}
