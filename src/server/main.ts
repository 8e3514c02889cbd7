/**
 * The built server's entry (`npm start`). Node keeps the compiled code of the server and its
 * packages in `dist/.compile-cache`, so a start after the first compiles almost nothing
 * again; it is enabled before the server's modules load, hence the dynamic import
 * (decision 214).
 */
import module from 'node:module';
import path from 'node:path';
import { projectRoot } from './project-root';

// Node 22.1 and later (the shop runs on 26, decision 212); the Node types here are 20's.
const { enableCompileCache } = module as { enableCompileCache?: (directory: string) => unknown };
enableCompileCache?.(path.join(projectRoot(), 'dist', '.compile-cache'));
await import('./start-shop');
