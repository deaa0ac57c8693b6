#!/usr/bin/env node
// Builds the page into dist/ (or into the folder given with --out):
//
//   node scripts/build-web.mjs [--debug] [--out DIR]      (`make build-web`)
//
//   index.html, manifest.webmanifest, sw.js     the page, its manifest, its service worker
//   www/page.css, www/main.js                   the page around the game
//   www/daldos-game.js, www/*.js, daldos.css    the <daldos-game> element and its modules
//                                               (the two style sheets joined from
//                                               www/styles/: STYLE_SHEETS, below)
//   www/daldos-web.js, daldos-web_bg.wasm       the rules facade (wasm-pack --target web)
//   www/engine/daldos-engine{.js,_bg.wasm}      the computer's own wasm (its Web Worker)
//   www/nets/net-<N>.bin                        the trained evaluation networks
//
// www/ is the game's folder: the element finds everything it loads
// (facade, styles, worker, engine, networks) beside its own module
// (import.meta.url), so the same folder works inside dist/, copied to
// another site, or as the npm package (scripts/package.mjs). No file is
// injected inline: the page runs under `script-src 'self'
// 'wasm-unsafe-eval'`.
//
// The facade is built with wasm-pack (no features: no AI), the engine is
// the same crate with its feature `engine`, built into target/engine/;
// both go through npm's wasm-opt -Oz in release, and the scripts and
// styles through esbuild's minifier (each file on its own). Offline: dependencies are
// fetched by `cargo fetch` beforehand. The new build is assembled beside
// dist/ and then takes its place, so a failed build leaves the old one.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync, transformSync } from 'esbuild';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The breakpoints' custom media (www/breakpoints.js, read as the module it
 * is: Node would first take a .js file of this package for CommonJS, and
 * warn). */
const { CUSTOM_MEDIA } = await import(`data:text/javascript,${encodeURIComponent(readFileSync(path.join(ROOT, 'www', 'breakpoints.js'), 'utf8'))}`);
const run = (cmd, args, env = {}) => execFileSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });

/** The rules facade (no AI) as an ES module and its wasm, into `out`:
 * daldos-web.js, daldos-web_bg.wasm, daldos-web.d.ts (and, unless `pack`
 * is false, wasm-pack's package.json). */
export function buildFacade({ release = true, out, pack = false }) {
  run('wasm-pack', [
    '--quiet',
    'build',
    'crates/daldos-web',
    '--target',
    'web',
    release ? '--release' : '--dev',
    '--no-opt',
    '--mode',
    'no-install',
    ...(pack ? [] : ['--no-pack']),
    '--out-dir',
    out,
    '--out-name',
    'daldos-web',
    '--',
    '--offline',
  ]);
  rmSync(path.join(out, '.gitignore'), { force: true });
  if (release) optimise(path.join(out, 'daldos-web_bg.wasm'));
}

/** The computer's engine (the facade with its feature `engine`) into
 * `out`: daldos-engine.js and daldos-engine_bg.wasm. */
export function buildEngine({ release = true, out }) {
  const targetDir = path.join(ROOT, 'target', 'engine');
  run('cargo', [
    'build',
    '--offline',
    '--quiet',
    ...(release ? ['--release'] : []),
    '--target',
    'wasm32-unknown-unknown',
    '-p',
    'daldos-web',
    '--features',
    'engine',
    '--target-dir',
    targetDir,
  ]);
  mkdirSync(out, { recursive: true });
  const built = path.join(targetDir, 'wasm32-unknown-unknown', release ? 'release' : 'debug', 'daldos_web.wasm');
  run('wasm-bindgen', ['--target', 'web', '--no-typescript', '--out-dir', out, '--out-name', 'daldos-engine', built]);
  if (release) optimise(path.join(out, 'daldos-engine_bg.wasm'));
}

/** wasm-opt -Oz in place (npm's binaryen, first on PATH: Debian's older
 * wasm-opt writes broken wasm). */
function optimise(wasm) {
  run('wasm-opt', ['-Oz', wasm, '-o', wasm]);
}

/** Minifies every script and style sheet under `dir` in place, each on
 * its own (esbuild: no bundling, the ES modules and their imports stay as
 * they are), for a smaller first load. */
function minify(dir) {
  for (const f of readdirSync(dir, { recursive: true }).map(String)) {
    const loader = f.endsWith('.js') ? 'js' : f.endsWith('.css') ? 'css' : null;
    if (!loader) continue;
    const file = path.join(dir, f);
    const { code } = transformSync(readFileSync(file, 'utf8'), { loader, minify: true, format: loader === 'js' ? 'esm' : undefined, target: 'es2022', legalComments: 'none' });
    writeFileSync(file, code);
  }
}

/** The style sheets of the game folder, each joined from partials of
 * www/styles/ in this order (docs/dev/architecture.md, "Styles"): the
 * tokens both share, then the page's own, or the game screen's and every
 * feature's. A folder stands for each `.css` file in it, in sorted order:
 * a new feature's partial in www/styles/features/ is joined without a
 * change here. */
export const STYLE_SHEETS = {
  'daldos.css': ['tokens.css', 'game.css', 'features/'],
  'page.css': ['tokens.css', 'page.css'],
};

/** The style sheet `name` (of STYLE_SHEETS): its partials one after the
 * other, each custom media of theirs, `(--narrow)`, replaced by its query
 * (CUSTOM_MEDIA, www/breakpoints.js). */
export function joinStyles(name) {
  const dir = path.join(ROOT, 'www', 'styles');
  const files = STYLE_SHEETS[name].flatMap((part) =>
    part.endsWith('/') ? readdirSync(path.join(dir, part)).filter((f) => f.endsWith('.css')).sort().map((f) => part + f) : [part],
  );
  return files
    .map((f) => {
      // Only in the conditions of @media and @container rules.
      const css = readFileSync(path.join(dir, f), 'utf8').replace(/@(?:media|container)\b[^{;]*/g, (condition) =>
        condition.replace(/\((--[\w-]+)\)/g, (_, media) => {
          if (!Object.hasOwn(CUSTOM_MEDIA, media)) throw new Error(`www/styles/${f}: unknown custom media (${media}) (www/breakpoints.js names them)`);
          return CUSTOM_MEDIA[media];
        }),
      );
      return `/* ---- www/styles/${f} ---- */\n${css}`;
    })
    .join('\n');
}

/** Copies the game's own files (the element, its modules, its styles, its
 * networks) into the game folder `out`; the style partials are joined
 * into their sheets (STYLE_SHEETS), not copied. */
export function copyGameFiles(out) {
  mkdirSync(out, { recursive: true });
  for (const f of readdirSync(path.join(ROOT, 'www'))) {
    if (f !== 'styles') cpSync(path.join(ROOT, 'www', f), path.join(out, f), { recursive: true });
  }
  for (const name of Object.keys(STYLE_SHEETS)) writeFileSync(path.join(out, name), joinStyles(name));
  // The one module with an npm dependency: the QR code's (qrcode-generator,
  // package.json), bundled into it by esbuild, so that the page loads it
  // from its own folder, never from a CDN.
  buildSync({ entryPoints: [path.join(ROOT, 'www', 'qr.js')], bundle: true, format: 'esm', target: 'es2022', outfile: path.join(out, 'qr.js'), allowOverwrite: true, logLevel: 'warning', legalComments: 'inline' });
  mkdirSync(path.join(out, 'nets'), { recursive: true });
  for (const f of readdirSync(path.join(ROOT, 'crates/daldos-ai/data'))) {
    if (f.endsWith('.bin') || f.endsWith('.txt')) cpSync(path.join(ROOT, 'crates/daldos-ai/data', f), path.join(out, 'nets', f));
  }
}

/** Fills in the service worker `dir`/sw.js: the list of files to keep for
 * offline play, each with the SHA-256 of its contents (the worker keeps
 * only an answer with that hash: never a captive portal's page), and a
 * build id, a hash of them all (a new deploy gets a new worker and a new
 * cache). */
export function writeServiceWorker(dir) {
  // The networks' notes (nets/*.txt: how each was trained) are for readers
  // of the source, not for play: served, but not fetched for offline use.
  const isNote = (f) => f.includes('/nets/') && f.endsWith('.txt');
  const files = readdirSync(dir, { recursive: true })
    .map((f) => String(f).split(path.sep).join('/'))
    .filter((f) => f !== 'sw.js' && !isNote(f) && statSync(path.join(dir, f)).isFile())
    .sort();
  const hash = createHash('sha256');
  const list = [];
  for (const f of files) {
    const bytes = readFileSync(path.join(dir, f));
    hash.update(f).update('\0').update(bytes);
    list.push([f, createHash('sha256').update(bytes).digest('hex')]);
  }
  const build = hash.digest('hex').slice(0, 16);
  const swPath = path.join(dir, 'sw.js');
  const sw = readFileSync(swPath, 'utf8');
  if (!sw.includes('__DALDOS_BUILD__') || !sw.includes("['__DALDOS_FILES__']")) throw new Error('sw.js placeholders missing');
  writeFileSync(swPath, sw.replace('__DALDOS_BUILD__', build).replace("['__DALDOS_FILES__']", JSON.stringify(list, null, 1)));
  return { files: files.length, build };
}

/** Bundles the page's two modules (boot.js and main.js, with every module
 * they import) in the game folder `game` in place, esbuild with code
 * splitting: the modules both share, and each module imported when first
 * needed (a language's words, the replay, the lessons, …), become chunks of
 * their own (`chunk-<hash>.js`, `<name>-<hash>.js`), all in `game` itself,
 * so that `import.meta.url` still finds the facade, the styles and the
 * worker beside them. The first load is then a handful of files instead of
 * fifty. The element's own modules stay as they are beside them, for a
 * host page that loads `daldos-game.js` (docs/embedding.md). */
export function bundlePage(game, { release = true } = {}) {
  const out = path.join(game, '.bundle');
  buildSync({
    entryPoints: [path.join(game, 'boot.js'), path.join(game, 'main.js')],
    absWorkingDir: game,
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    outdir: out,
    entryNames: '[name]',
    chunkNames: '[name]-[hash]',
    minify: release,
    legalComments: 'none',
    logLevel: 'warning',
  });
  for (const f of readdirSync(out)) renameSync(path.join(out, f), path.join(game, f));
  rmSync(out, { recursive: true });
}

/** The modules of the first load: the page's first module (boot.js) and
 * the page (main.js, which boot.js imports once the browser is found fit),
 * each with every module it imports statically, in the order a browser
 * meets them (esbuild's metafile of the game folder `game`). The language's
 * words (strings/<lang>.js) and the features loaded when first needed are
 * dynamic imports: not in the list. */
export function firstLoadModules(game) {
  const { metafile } = buildSync({
    entryPoints: [path.join(game, 'boot.js'), path.join(game, 'main.js')],
    absWorkingDir: game,
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    outdir: path.join(game, '.metafile'),
    logLevel: 'silent',
  });
  const seen = [];
  const visit = (file) => {
    if (seen.includes(file)) return;
    seen.push(file);
    for (const dep of metafile.inputs[file].imports) if (dep.kind === 'import-statement' && !dep.external) visit(dep.path);
  };
  visit('boot.js');
  visit('main.js');
  return seen;
}

/** Writes into the built `index.html` of `dir` what the first load needs,
 * each asked for at once by the page's first bytes instead of one module
 * after another (four levels deep without it): the page's wasm (fetched by
 * daldos-web.js, hence `as="fetch"` with `crossorigin`, as fetch() asks),
 * the element's style sheet, and every module of `firstLoadModules`
 * (`<link rel="modulepreload">`). No inline script: the strict CSP holds. */
export function writePreloads(dir) {
  const modules = firstLoadModules(path.join(dir, 'www'));
  const links = [
    '<link rel="preload" href="www/daldos-web_bg.wasm" as="fetch" type="application/wasm" crossorigin>',
    '<link rel="preload" href="www/daldos.css" as="style">',
    ...modules.map((m) => `<link rel="modulepreload" href="www/${m}">`),
    // What every dictionary imports (the visitor's own is chosen once the
    // page runs): not a third level after it.
    ...(existsSync(path.join(dir, 'www', 'strings', 'words.js')) ? ['<link rel="modulepreload" href="www/strings/words.js">'] : []),
  ];
  const file = path.join(dir, 'index.html');
  const html = readFileSync(file, 'utf8');
  const marker = /^( *)<link rel="modulepreload"[^>]*>\n/m;
  const indent = html.match(marker)?.[1];
  if (indent === undefined) throw new Error('index.html: no <link rel="modulepreload"> to replace');
  const rest = html.replace(new RegExp(marker.source, 'gm'), '');
  const at = rest.indexOf(`${indent}<script type="module"`);
  writeFileSync(file, rest.slice(0, at) + links.map((l) => `${indent}${l}\n`).join('') + rest.slice(at));
  return modules.length;
}

/** Kinds of file worth compressing: text, and wasm (about 40 % of its size
 * gzip). PNG and the networks' floats gain nothing. */
const COMPRESSIBLE = /\.(html|js|css|wasm|svg|webmanifest|json|txt)$/;

/** Writes beside every compressible file of `dir` its brotli (.br, best
 * quality) and gzip (.gz, level 9) forms, for a server that sends them as
 * they are to a browser that accepts them (the game server: ServeDir's
 * precompressed_br and precompressed_gzip, docs/server.md). Returns the
 * bytes before and after brotli. */
export function writeCompressed(dir) {
  let raw = 0;
  let br = 0;
  for (const f of readdirSync(dir, { recursive: true }).map(String)) {
    const file = path.join(dir, f);
    if (!COMPRESSIBLE.test(f) || !statSync(file).isFile()) continue;
    const bytes = readFileSync(file);
    const brotli = brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    raw += bytes.length;
    br += brotli.length;
  }
  return { raw, br };
}

function main(argv) {
  let release = true;
  let out = path.join(ROOT, 'dist');
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--debug') release = false;
    else if (argv[i] === '--out') out = path.resolve(argv[++i]);
    else {
      console.error(`build-web: unknown option ${argv[i]}\nusage: build-web.mjs [--debug] [--out DIR]`);
      process.exit(2);
    }
  }
  const staging = `${out}.staging`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const game = path.join(staging, 'www');
  copyGameFiles(game);
  buildFacade({ release, out: game });
  // The declarations are for the npm package (scripts/package.mjs), not the page.
  for (const f of readdirSync(game)) if (f.endsWith('.d.ts')) rmSync(path.join(game, f));
  buildEngine({ release, out: path.join(game, 'engine') });
  if (release) minify(game);
  bundlePage(game, { release });
  for (const f of ['index.html', 'manifest.webmanifest', 'sw.js']) cpSync(path.join(ROOT, f), path.join(staging, f));
  const preloads = writePreloads(staging);
  const sw = writeServiceWorker(staging);
  // Last: the worker's own list is written, and the compressed forms are
  // not in it (the browser stores what it decoded).
  const packed = writeCompressed(staging);
  if (existsSync(out)) rmSync(out, { recursive: true, force: true });
  renameSync(staging, out);
  console.log(`build-web: ${path.relative(process.cwd(), out) || '.'}/ (${release ? 'release' : 'debug'}), ${sw.files} files for offline play, build ${sw.build}; ${preloads} modules preloaded; ${(packed.raw / 1024).toFixed(0)} KB of text and wasm, ${(packed.br / 1024).toFixed(0)} KB brotli`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
