#!/usr/bin/env node
// Trunk post_build hook (Trunk.toml, before build-sw.mjs): builds the
// computer's own wasm, the Web Worker's engine, into the build's engine/
// folder. It is the facade crate again with its feature `engine` (the
// daldos-ai engine and its networks); the page's wasm, built by Trunk
// itself, leaves that out, so the page never downloads the AI's code.
//
//   engine/daldos-engine.js        ES module glue (wasm-bindgen --target web)
//   engine/daldos-engine_bg.wasm   the engine (wasm-opt -Oz in release)
//
// Cargo builds into target/engine/ (its own target directory: the page's
// build of the same crate, with other features, lives in target/). Run by
// `trunk build`, in Trunk's staging directory ($TRUNK_STAGING_DIR); offline,
// like Trunk (dependencies are fetched by `cargo fetch` beforehand).
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) {
  console.error('build-engine: TRUNK_STAGING_DIR not set (run by `trunk build`)');
  process.exit(1);
}
const release = process.env.TRUNK_PROFILE === 'release';
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const targetDir = path.join(root, 'target', 'engine');
const out = path.join(staging, 'engine');
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit' });

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
const wasm = path.join(out, 'daldos-engine_bg.wasm');
if (release) run('wasm-opt', ['-Oz', wasm, '-o', wasm]);
console.log(`build-engine: ${path.relative(staging, out)}/daldos-engine.js and daldos-engine_bg.wasm`);
