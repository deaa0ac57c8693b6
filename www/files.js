// @ts-check
// Game files: the game in play saved as a record file (`.dgn`, a
// download), and a record opened from a file, by the file picker or
// dropped on the game. The facade reads it (`Game.fromRecord`, with its
// line-numbered errors, and `recordWarnings` for a tag that nearly names a
// rule tag); a file that cannot be read leaves the game in play as it was.

import { el } from './dom.js';

/** The largest game file opened, in KB: the longest games played are a few
 * KB; a larger file is refused before it is read (a 1 GB file would be
 * handed over as an empty text, and a long one costs seconds to draw). */
export const MAX_FILE_KB = 100;

/** Offers `text` as a file named `name` (of MIME type `type`) to save: a
 * download, through a link put in `parent` for the moment. */
export function offerFile(parent, text, name, type) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = el('a', { href: url, download: name, hidden: true });
  parent.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * @param {{
 *   s: import('./state.js').State,
 *   T: any,
 *   wasm: any,
 *   root: HTMLElement,
 *   say: (text: string) => void,
 *   onOpen: (game: import('daldos-web').Game, note: string, name: string) => void,
 *   off?: boolean,
 * }} options `root`: where files may be dropped; `onOpen`: open
 *   the game read (and say `note`; `name`: the file's); `off`: no files at all (a kiosk)
 */
export function createFiles({ s, T, wasm, root, say, onOpen, off = false }) {
  const picker = el('input', { type: 'file', accept: '.dgn,.txt,text/plain', hidden: true, class: 'dd-file-input' });

  /** Whether a file is being read (one at a time). */
  let reading = false;

  /** Reads the record `text` of the file `name`; says why it cannot. */
  function open(text, name) {
    let game;
    if (!text.trim()) {
      // An empty text is no game (the facade would read it as a new one).
      say(T.fileBad(name, T.fileEmpty));
      return false;
    }
    try {
      game = wasm.Game.fromRecord(text);
    } catch (err) {
      say(T.fileBad(name, String(err?.message || err)));
      return false;
    }
    const warnings = wasm.recordWarnings(text);
    onOpen(game, [T.fileOpened(name), ...warnings].join(' '), name);
    return true;
  }

  /** Reads `file` (a `File`), one at a time and only up to the size limit. */
  async function openFile(file) {
    if (!file) return;
    if (reading) {
      say(T.fileBusy);
      return;
    }
    if (file.size > MAX_FILE_KB * 1024) {
      say(T.fileTooBig(file.name, Math.ceil(file.size / 1024), MAX_FILE_KB));
      return;
    }
    reading = true;
    try {
      open(await file.text(), file.name);
    } catch (err) {
      say(T.fileBad(file.name, String(err?.message || err)));
    } finally {
      reading = false;
    }
  }

  picker.addEventListener('change', () => {
    openFile(picker.files?.[0]);
    picker.value = '';
  });
  root.addEventListener('dragover', (e) => {
    if (!off && e.dataTransfer?.types.includes('Files')) e.preventDefault();
  });
  root.addEventListener('drop', (e) => {
    const file = e.dataTransfer?.files?.[0];
    if (!file || off) return;
    e.preventDefault();
    openFile(file);
  });

  /** Offers the game in play as a file to save (`daldos-<date>.dgn`). */
  const save = () => offerFile(root, s.game.toRecord(), `daldos-${new Date().toISOString().slice(0, 10)}.dgn`, 'text/plain');

  return {
    picker,
    save,
    /** Opens the file picker. */
    choose: () => picker.click(),
    open,
  };
}
