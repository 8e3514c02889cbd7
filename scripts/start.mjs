// `npm start`: builds the shop when the build is missing or older than the sources, then runs it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'dist', '.build-stamp');
const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  }
  return newest;
}

const sourcesChangedAt = Math.max(...inputs.map((input) => newestChange(path.join(root, input))));
const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;

if (builtAt < sourcesChangedAt) {
  console.log('Building the shop (first start or sources changed)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, new Date().toISOString());
}

await import(path.join(root, 'dist', 'server', 'main.js'));
