// Checks that the page's JavaScript (www/) holds no game rule, no notation
// parsing and no game constant: everything of that kind comes from the
// wasm facade as structured data (docs/dev/architecture.md, "The JS ↔ wasm
// contract"), and that it never writes HTML from data (`innerHTML`,
// `outerHTML`, `insertAdjacentHTML`, `document.write`, …: every element is
// built with `el`/`svg` and text set as text; only a constant string may be
// assigned). Part of `make test`; prints each offending line and exits 1.
// `--self-test` checks the checker on lines it must refuse and pass.
//
// Each pattern below is something the page once did itself. The language
// list (www/strings.js) and the dictionaries (www/strings/) may name variant
// ids, as the keys of their translated names, and write hole names in their
// sentences; nothing else may.
import { readdirSync, readFileSync, mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

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
  // HTML from data: anything but a constant string assigned.
  [/\.(?:innerHTML|outerHTML)\s*\+?=(?!\s*(['"])[^'"`$]*\1\s*;?\s*$)/, 'HTML written from data (build elements with el() and set text)'],
  [/\b(?:insertAdjacentHTML|createContextualFragment|setHTMLUnsafe|parseFromString)\s*\(|\bdocument\.write(?:ln)?\s*\(/, 'HTML written from data (build elements with el() and set text)'],
];

/** The offending lines of the .js files under `dir` (a file URL), printed. */
function check(dir, quiet = false) {
  let bad = 0;
  for (const file of readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith('.js'))) {
    const lines = readFileSync(new URL(file, dir), 'utf8').split('\n');
    lines.forEach((line, i) => {
      const code = line.replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '');
      for (const [pattern, why, inText] of RULES) {
        if (inText && isText(file)) continue;
        if (pattern.test(code)) {
          if (!quiet) console.log(`www/${file}:${i + 1}: ${why}: ${line.trim()}`);
          bad++;
        }
      }
    });
  }
  return bad;
}

if (process.argv.includes('--self-test')) {
  // Lines the check must refuse, and lines it must let through.
  const refused = [
    "box.innerHTML = `<b>${name}</b>`;",
    'box.innerHTML = text;',
    "box.outerHTML += '<p>' + x;",
    "box.insertAdjacentHTML('beforeend', x);",
    'document.write(x);',
    "const parts = text.split('-');",
    "if (size === 16) grow();",
  ];
  const passed = ["box.innerHTML = '';", 'box.textContent = text;', "el('p', { text: name });"];
  const tmp = mkdtempSync(path.join(tmpdir(), 'check-no-rules-'));
  let failures = 0;
  try {
    const run = (line) => {
      writeFileSync(path.join(tmp, 'case.js'), `${line}\n`);
      return check(pathToFileURL(tmp + path.sep), true);
    };
    for (const line of refused) if (run(line) === 0) (failures++, console.log(`self-test: not refused: ${line}`));
    for (const line of passed) if (run(line) !== 0) (failures++, console.log(`self-test: refused: ${line}`));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  console.log(`check-no-rules self-test: ${refused.length + passed.length - failures} passed, ${failures} failed`);
  process.exit(failures ? 1 : 0);
}

const bad = check(new URL('../www/', import.meta.url));
if (bad) {
  console.log(`check-no-rules: ${bad} line(s) in www/ do the engine's work; ask the facade instead`);
  process.exit(1);
}
console.log('check-no-rules: www/ holds no rule, notation parsing or game constant');
