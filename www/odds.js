// @ts-check
// The capture odds on the board ("Show capture odds"): after each drawing
// the board's odds request (the facade's `game.oddsRequest()`) goes to the
// engine's odds worker (ai.js); only the answer for the board now shown is
// drawn, as a label by each piece with a chance of at least 2 %, coloured
// by danger, and (every chance above zero) in its hole's name for screen
// readers. Numbers (docs/dev/architecture.md,
// "Capture odds"): before a throw, on the enemy pieces of the side to play,
// its chance to capture each this turn (extra throws after A + A counted);
// on its own pieces, always, the chance that the other side captures each
// on its next turn if it threw from the board as it stands.
//
// Responsive however long the engine takes: the labels of a board no
// longer shown go at once; while one answer is awaited, newer boards wait
// (only the newest is asked next), and an answer still awaited after
// RESTART_MS for a board no longer shown is cut short (the worker ends).

/** @typedef {import('daldos-web').OddsRequest} OddsRequest */
/** @typedef {import('daldos-web').OddsData} OddsData */
/** @typedef {import('daldos-web').PieceOdds} PieceOdds */

/** How long an answer for a board no longer shown may still run, in ms. */
export const RESTART_MS = 400;
/** How long the odds may be awaited before the player is told, in ms. */
export const SLOW_MS = 300;

/**
 * A piece's chance in words, as the page shows it: "44 %", "under 1 %"
 * (a chance above 0 never reads 0), "over 99 %" (only a certain capture
 * reads 100).
 * @param {any} T the strings
 * @param {number} percent 0 < percent <= 100
 */
export function percentText(T, percent) {
  if (percent < 0.5) return T.oddsUnderOne;
  if (percent < 100 && percent >= 99.5) return T.oddsOver99;
  return T.percent(Math.round(percent));
}

/**
 * The hint's words on the capture odds after its play: the player's piece
 * most open to capture (`risk`, from `riskAfter`), or none.
 * @param {any} T the strings @param {PieceOdds | null} risk
 */
export const riskText = (T, risk) => (risk ? T.hintRisk(risk.hole, percentText(T, risk.percent)) : T.hintSafe);

/** The same on a label by the piece, short. @param {number} percent */
const badgeText = (percent) => (percent < 0.5 ? '<1%' : percent < 100 && percent >= 99.5 ? '>99%' : `${Math.round(percent)}%`);

/** The smallest chance, in %, drawn as a label by its piece (a smaller one
 * is only in the hole's name: a board full of "<1%" says nothing). */
export const LABEL_MIN_PERCENT = 2;

/** How dangerous a chance is, for the label's colour: from 33 % "high",
 * from 10 % "medium", else "low". @param {number} percent */
export const dangerOf = (percent) => (percent >= 33 ? 'high' : percent >= 10 ? 'medium' : 'low');

/**
 * @typedef {object} OddsLabel what the board draws by one piece
 * @property {string} text the label, e.g. "44%"
 * @property {string} label what its hole's name adds, e.g. "44 % chance of being captured this turn"
 * @property {string} fraction the exact chance, e.g. "7/16" (the hole's `data-odds`)
 * @property {boolean} drawn whether a label is drawn by the piece (a chance of at least LABEL_MIN_PERCENT)
 * @property {'low' | 'medium' | 'high'} danger how dangerous it is (the label's colour)
 */

/**
 * @param {{
 *   T: any,
 *   ai: ReturnType<typeof import('./ai.js').createAi>,
 *   onChange: (labels: Map<string, OddsLabel>, state: 'off' | 'waiting' | 'ready' | 'failed', position: string) => void,
 *   status: HTMLElement,
 * }} options `onChange` hears the labels to draw (hole -> label), whether
 *   they are for the board shown (`ready`), awaited or off, and the
 *   position they are for;
 *   `status` shows that the odds are being worked out, when
 *   that takes longer than SLOW_MS (a rare crowded board takes a second or two)
 */
export function createOdds({ T, ai, onChange, status }) {
  let on = false;
  /** @type {OddsRequest | null} the request of the board shown (when on) */
  let wanted = null;
  let wantedKey = '';
  /** @type {{ key: string, started: number } | null} the request being answered */
  let running = null;
  /** @type {{ key: string, data: OddsData } | null} the last answer */
  let result = null;
  let generation = 0;
  /** The board whose odds could not be had (the engine failed on it). */
  let failedKey = /** @type {string | null} */ (null);
  let timer = 0;
  let slowTimer = 0;

  const keyOf = (r) => (r ? `${r.position}|${r.variants.join(' ')}|${r.byTurn}` : '');

  /** The labels of the last answer if it is for the board shown. */
  function labels() {
    /** @type {Map<string, OddsLabel>} */
    const map = new Map();
    if (!result || result.key !== wantedKey) return map;
    const add = (/** @type {PieceOdds} */ o, say) =>
      map.set(o.hole, {
        text: badgeText(o.percent),
        label: say(percentText(T, o.percent)),
        fraction: o.fraction,
        drawn: o.percent >= LABEL_MIN_PERCENT,
        danger: dangerOf(o.percent),
      });
    for (const o of result.data.byTurn) add(o, T.oddsThisTurn);
    for (const o of result.data.againstTurn) add(o, T.oddsNextTurn);
    return map;
  }

  function changed() {
    const state = !wanted ? 'off' : result?.key === wantedKey ? 'ready' : failedKey === wantedKey ? 'failed' : 'waiting';
    onChange(labels(), state, wanted?.position ?? '');
    clearTimeout(slowTimer);
    if (state === 'failed') status.textContent = T.oddsFailed;
    else if (state !== 'waiting') status.textContent = '';
    else if (!status.textContent) slowTimer = window.setTimeout(() => (status.textContent = T.oddsWorking), SLOW_MS);
  }

  /** Asks for the board wanted now; what comes back is kept if it is
   * still wanted then, else the newest board is asked for next. */
  async function run() {
    const my = ++generation;
    const request = /** @type {OddsRequest} */ (wanted);
    const key = wantedKey;
    running = { key, started: performance.now() };
    /** @type {OddsData | null} */
    let data = null;
    try {
      data = await ai.odds(request);
    } catch (err) {
      if (my === generation) console.warn('daldos: no capture odds:', err);
    }
    if (my !== generation) return; // cut short: a newer request runs
    running = null;
    // No answer (the engine stopped): said, never "working" for ever; the
    // next board asks again.
    failedKey = data ? null : key;
    if (data) result = { key, data };
    if (key === wantedKey) changed();
    else if (wanted && result?.key !== wantedKey) run();
  }

  /** An answer awaited for a board no longer shown, past RESTART_MS: cut
   * short, and the board shown asked for at once. */
  function cutStale() {
    clearTimeout(timer);
    if (!running || running.key === wantedKey) return;
    const left = running.started + RESTART_MS - performance.now();
    if (left > 0) {
      timer = window.setTimeout(cutStale, left);
      return;
    }
    generation++;
    running = null;
    ai.cancelOdds();
    if (wanted && result?.key !== wantedKey) run();
  }

  /**
   * The board drawn now: its odds request (`game.oddsRequest()`), or
   * undefined when it has none (the roll-off, a game over).
   * @param {OddsRequest | undefined | null} request
   */
  function show(request) {
    const next = on && request ? request : null;
    const key = keyOf(next);
    if (key === wantedKey) return;
    wanted = next;
    wantedKey = key;
    changed();
    if (!next || result?.key === key) return;
    if (!running) run();
    else cutStale();
  }

  /**
   * For the hint's words: the player's piece most open to capture on the
   * other side's next turn once the hinted play is made (`afterOdds` of the
   * hint), or null if none is; undefined when the odds are off or cannot
   * be had.
   * @param {OddsRequest} afterOdds
   * @returns {Promise<PieceOdds | null | undefined>}
   */
  async function riskAfter(afterOdds) {
    if (!on) return undefined;
    try {
      const data = await ai.odds(afterOdds);
      return data.againstTurn.reduce((a, o) => (!a || o.percent > a.percent ? o : a), /** @type {PieceOdds | null} */ (null));
    } catch {
      return undefined;
    }
  }

  return {
    show,
    riskAfter,
    /** Turns the odds on or off; `request` is the board's, as for `show`.
     * @param {boolean} value @param {OddsRequest | undefined | null} request */
    setOn(value, request) {
      on = value;
      show(request);
    },
    isOn: () => on,
  };
}
