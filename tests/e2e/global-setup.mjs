// Serve dist/ on a free localhost port for the browser tests and hand the
// address to the test workers through E2E_BASE_URL (workers inherit the
// environment). If E2E_BASE_URL is already set, test that server instead.
import { existsSync } from 'node:fs';
import { startServer } from '../../scripts/serve.mjs';

export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return undefined;
  if (!existsSync('dist/index.html')) {
    throw new Error('dist/index.html missing: run `make build-web` (or `make test`) first');
  }
  const { url, close } = await startServer({ dir: 'dist', host: '127.0.0.1', port: 0 });
  process.env.E2E_BASE_URL = url;
  console.log(`e2e: serving dist/ at ${url}`);
  return close;
}
