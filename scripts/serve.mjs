#!/usr/bin/env node
// Tiny offline static file server for the built page (dist/).
//
//   node scripts/serve.mjs [--dir dist] [--host 127.0.0.1] [--port 8080]
//
// --port 0 picks a free port. Serves .wasm as application/wasm, answers
// unknown paths with 404 (no SPA fallback) and never contacts the network.
// --base /museum/daldos/ serves dir under that sub-path only (everything
// else is 404), as an embedding site would.
// Also imported by the Playwright global setup (startServer).
import { createServer } from 'node:http';
import { createReadStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/**
 * Start serving `dir`. Resolves to `{ server, url, close() }` once listening.
 * `base` (default `/`) is the URL path dir/ is served under.
 * `onRequest(pathname, status)` hears every request answered; `headers`
 * are added to every answer (e.g. a Content-Security-Policy or CORS).
 * `compress`: a file's brotli or gzip form written beside it by the build
 * (`<file>.br`, `<file>.gz`) is sent to a client that accepts it, as the
 * game server does (`make bench-web`; the tests take the plain files).
 * @param {{dir?: string, host?: string, port?: number, quiet?: boolean, base?: string,
 *   onRequest?: ((pathname: string, status: number) => void) | null, headers?: Record<string, string>, compress?: boolean}} opts
 */
export async function startServer({ dir = 'dist', host = '127.0.0.1', port = 0, quiet = true, base = '/', onRequest = null, headers = {}, compress = false } = {}) {
  if (!base.startsWith('/') || !base.endsWith('/')) throw new Error(`serve: base must start and end with '/': ${base}`);
  const root = path.resolve(dir);
  const stat = await fs.stat(root).catch(() => null);
  if (!stat || !stat.isDirectory()) {
    throw new Error(`serve: ${root} is not a directory (run \`make build-web\` first)`);
  }

  const server = createServer(async (req, res) => {
    const log = (status) => {
      onRequest?.(new URL(req.url, 'http://localhost').pathname, status);
      if (!quiet) console.log(`${status} ${req.method} ${req.url}`);
    };
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return log(405);
      }
      const { pathname } = new URL(req.url, 'http://localhost');
      // No game server here: the page's health check hears so (and hides
      // Play a friend) without a 404 on its console. daldos-server says `ok`.
      if (pathname === '/api/health') {
        res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('no game server');
        return log(200);
      }
      if (!pathname.startsWith(base)) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found');
        return log(404);
      }
      let file = path.join(root, decodeURIComponent(pathname.slice(base.length - 1)));
      if (file !== root && !file.startsWith(root + path.sep)) {
        res.writeHead(403).end('forbidden');
        return log(403);
      }
      let st = await fs.stat(file).catch(() => null);
      if (st && st.isDirectory()) {
        file = path.join(file, 'index.html');
        st = await fs.stat(file).catch(() => null);
      }
      if (!st || !st.isFile()) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found');
        return log(404);
      }
      const type = MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
      /** @type {Record<string, string>} */
      const encoding = {};
      if (compress) {
        const accepted = String(req.headers['accept-encoding'] || '');
        for (const [name, ext] of [['br', '.br'], ['gzip', '.gz']]) {
          const packed = new RegExp(`\\b${name}\\b`).test(accepted) ? await fs.stat(file + ext).catch(() => null) : null;
          if (packed?.isFile()) {
            file += ext;
            st = packed;
            encoding['Content-Encoding'] = name;
            break;
          }
        }
        encoding.Vary = 'Accept-Encoding';
      }
      // Revalidation: a file not changed since the client's copy costs a
      // 304 and no body (the service worker revalidates every file).
      const etag = `"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`;
      const common = { ETag: etag, 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff', ...encoding, ...headers };
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, common).end();
        return log(304);
      }
      res.writeHead(200, {
        'Content-Type': type,
        'Content-Length': st.size,
        ...common,
      });
      if (req.method === 'HEAD') res.end();
      // A file gone between the stat and the read (a test's folder removed
      // while a request is in flight) ends that answer, not the server.
      else createReadStream(file).on('error', () => res.destroy()).pipe(res);
      log(200);
    } catch (err) {
      res.writeHead(500).end('internal error');
      console.error(err);
    }
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const { port: actual } = server.address();
  const shownHost = host.includes(':') ? `[${host}]` : host;
  const url = `http://${shownHost}:${actual}${base}`;
  return {
    server,
    url,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const USAGE = 'usage: serve.mjs [--dir DIR] [--host HOST] [--port PORT] [--base /SUB/PATH/] [--quiet]';

function parseArgs(argv) {
  const opts = { dir: 'dist', host: '127.0.0.1', port: 8080, quiet: false };
  for (let i = 0; i < argv.length; i++) {
    const [key, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    switch (key) {
      case '--dir': opts.dir = value(); break;
      case '--host': opts.host = value(); break;
      case '--port': opts.port = Number(value()); break;
      case '--base': opts.base = value(); break;
      case '--quiet': opts.quiet = true; break;
      case '--help':
      case '-h':
        console.log(USAGE);
        process.exit(0);
      default:
        console.error(`serve.mjs: unknown option ${key}\n${USAGE}`);
        process.exit(2);
    }
  }
  return opts;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const opts = parseArgs(process.argv.slice(2));
  try {
    const { url, close } = await startServer(opts);
    console.log(`Serving ${opts.dir}/ at ${url}  (Ctrl-C to stop)`);
    for (const sig of ['SIGINT', 'SIGTERM']) {
      process.on(sig, () => close().then(() => process.exit(0)));
    }
  } catch (err) {
    if (err.code === 'EADDRINUSE') {
      console.error(
        `serve.mjs: port ${opts.port} on ${opts.host} is already in use; ` +
          `choose another, e.g. make play PORT=8081 (or --port 8081)`,
      );
    } else {
      console.error(`serve.mjs: ${err.message ?? err}`);
    }
    process.exit(1);
  }
}
