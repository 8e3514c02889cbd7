import './lib/zod-without-eval';
import { StrictMode } from 'react';
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
/** Resolves once the browser has painted what it has: the prerendered page. */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

if (container.firstElementChild) {
  // The page is painted before the work of hydrating it starts, and its own chunk is loaded
  // first, so hydration keeps every element the HTML drew.
  // A chunk that fails to load fails again inside the page, where the error panel offers a reload.
  const pageChunk = preloadPage(window.location.pathname).catch(() => undefined);
  void Promise.all([pageChunk, afterFirstPaint()]).then(() => hydrateRoot(container, app));
} else {
  createRoot(container).render(app);
}
