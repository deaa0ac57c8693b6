// Checks that the page's JavaScript (www/) holds no game rule, no notation
// parsing and no game constant: everything of that kind comes from the
// wasm facade as structured data (docs/dev/architecture.md, "The JS ↔ wasm
// contract"). Part of `make test`; prints each offending line and exits 1.
//
// Each pattern below is something the page once did itself. The language
// list (www/strings.js) and the dictionaries (www/strings/) may name variant
// ids, as the keys of their translated names, and write hole names in their
// sentences; nothing else may.
import { readdirSync, readFileSync } from 'node:fs';

/** Whether `file` (under www/) is text for people: the languages. */
const isText = (file) => file === 'strings.js' || file.startsWith('strings/');
// Each: the pattern, why it is wrong, and whether the languages may say it.
const RULES = [
  [/\[ABM\]|\[ABM?\]\\d|\/\[-x\]/, 'a regular expression over holes or move text'],
  [/\.split\(\s*['"][+\- x]['"]\s*\)/, 'text split apart to read throws, moves or plays'],
  [/\.includes\(\s*['"]x['"]\s*\)/, 'a capture read from move text'],
  [/\.match\(\s*\/[^/]*[ABM\\d]/, 'a regular expression applied to game text'],
  [/\w\[0\]\s*\+\s*\w+\[1\]|\bsum\s*\(/, 'dice arithmetic'],
  [/===?\s*1\s*&&[^;]*===?\s*1\b/, 'a rule about 1+1 written out'],
  [/(?:===?|!==?)\s*(?:16|12|17|13)\b|\b(?:16|12)\s*(?:===?|!==?)|['"](?:16|12)['"]/, 'a board size or row length', true],
  [/['"](?:stern-most-dal|capture-both-stops|last-piece-loses)['"]/, 'a variant id', true],
  [/\blevel\s*[<>]=?\s*\d|<=\s*5\b|['"]level[1-5]['"]/, 'a level range written out', true],
  [/['"][ABM]\d{1,2}['"]|\$\{\s*row[^}]*\}\s*\$\{/, 'a hole named or built from its row and column', true],
];

let bad = 0;
const dir = new URL('../www/', import.meta.url);
for (const file of readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith('.js'))) {
  const lines = readFileSync(new URL(file, dir), 'utf8').split('\n');
  lines.forEach((line, i) => {
    const code = line.replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '');
    for (const [pattern, why, inText] of RULES) {
      if (inText && isText(file)) continue;
      if (pattern.test(code)) {
        console.log(`www/${file}:${i + 1}: ${why}: ${line.trim()}`);
        bad++;
      }
    }
  });
}
if (bad) {
  console.log(`check-no-rules: ${bad} line(s) in www/ do the engine's work; ask the facade instead`);
  process.exit(1);
}
console.log('check-no-rules: www/ holds no rule, notation parsing or game constant');
