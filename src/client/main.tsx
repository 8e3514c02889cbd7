import './lib/zod-without-eval';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App } from './app';
import { preloadPage } from './routes';
import './styles/globals.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Public pages arrive prerendered without their query string (docs/decisions/135): the first
// render reads an empty one, like the prerender did, and the real one right after.
const app = (
  <StrictMode>
    <Router ssrSearch="">
      <App />
    </Router>
  </StrictMode>
);
if (container.firstElementChild) {
  // The page's scripts arrive once it is painted (assets/boot-*.js). Its own chunk is loaded
  // first, so hydration keeps every element the HTML drew; a chunk that fails to load fails
  // again inside the page, where the error panel offers a reload.
  void preloadPage(window.location.pathname)
    .catch(() => undefined)
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread until the whole page is live.
    .then(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  createRoot(container).render(app);
}
