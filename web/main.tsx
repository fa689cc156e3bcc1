import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { startEarlyRequests } from './app/early-requests.ts';
import { captureInstallPrompt } from './features/install/install-prompt.ts';
import './styles.css';

// Before anything else: the browser may offer installing as soon as the page has loaded, and only
// once per load, even if the install banner shows pages later.
captureInstallPrompt();
startEarlyRequests(window.location.pathname, window.location.search);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
