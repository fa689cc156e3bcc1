import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { LandingStart } from './landing-start.tsx';

// Never navigates: the markup is written into index.html at build time
// (scripts/build/landing-page.ts), and the page's script takes it over with its own navigator.
const buildTimeNavigator = {
  createHref: (to: unknown) => String(to),
  go: () => {},
  push: () => {},
  replace: () => {},
};

/** The landing page's HTML as the page's script first draws it (web/app/landing-start.tsx). */
export function landingMarkup(): string {
  // The same tree as the page's script hydrates, StrictMode included, so that useId agrees.
  return renderToString(
    <StrictMode>
      <LandingStart navigator={buildTimeNavigator} location={{ pathname: '/', search: '', hash: '' }} />
    </StrictMode>,
  );
}
