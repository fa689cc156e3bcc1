import { createRoot } from 'react-dom/client';
import { startEarlyRequests } from './app/early-requests.ts';
import { isLandingPath, startApp, startLanding } from './app/landing-start.tsx';
import { captureInstallPrompt } from './features/install/install-prompt.ts';
import './styles.css';

// Before anything else: the browser may offer installing as soon as the page has loaded, and only
// once per load, even if the install banner shows pages later.
captureInstallPrompt();
startEarlyRequests(window.location.pathname, window.location.search);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element');
// The landing page draws itself at once; every other page comes with the router, a chunk of its
// own that the landing page does not load (landing-start.tsx).
if (isLandingPath(window.location.pathname)) startLanding(rootElement);
else void startApp(createRoot(rootElement));
