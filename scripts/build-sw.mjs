#!/usr/bin/env node
// Trunk post_build hook (Trunk.toml): fills in the service worker (sw.js,
// copied to the build's root) with the list of built files to precache and
// a build id, a hash of their contents. Runs in Trunk's staging directory
// ($TRUNK_STAGING_DIR), before it replaces dist/.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error('build-sw: TRUNK_STAGING_DIR not set (run by `trunk build`)');
  process.exit(1);
}
const SKIP = new Set(['sw.js']);
// The networks' notes (nets/*.txt: how each was trained) are for readers of
// the source, not for play: served, but not fetched for offline use.
const isNote = (f) => f.startsWith('nets/') && f.endsWith('.txt');
const files = readdirSync(dir, { recursive: true })
  .map((f) => f.split(path.sep).join('/'))
  .filter((f) => !SKIP.has(f) && !isNote(f) && statSync(path.join(dir, f)).isFile())
  .sort();
if (!files.includes('index.html')) {
  console.error('build-sw: no index.html in the staging directory');
  process.exit(1);
}
const hash = createHash('sha256');
for (const f of files) hash.update(f).update('\0').update(readFileSync(path.join(dir, f)));
const build = hash.digest('hex').slice(0, 16);
const swPath = path.join(dir, 'sw.js');
const sw = readFileSync(swPath, 'utf8');
if (!sw.includes('__DALDOS_BUILD__') || !sw.includes("['__DALDOS_FILES__']")) {
  console.error('build-sw: sw.js placeholders missing');
  process.exit(1);
}
writeFileSync(
  swPath,
  sw.replace('__DALDOS_BUILD__', build).replace("['__DALDOS_FILES__']", JSON.stringify(files, null, 2)),
);
console.log(`build-sw: ${files.length} files, build ${build}`);
