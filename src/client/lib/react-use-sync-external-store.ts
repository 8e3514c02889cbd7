/**
 * React 18+ has `useSyncExternalStore` built in; libraries written for older React import a
 * shim for it. Vite points that shim here (vite.config.ts), so the landing page's first load
 * does not carry a second implementation.
 */
export { useSyncExternalStore } from 'react';
