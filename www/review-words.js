// @ts-check
// The review's words for the engine's reasons (`explainThrow`, the
// structured `ExplanationData` of daldos_ai::explain), and the hint's
// (`hintReasons`), and each side's accuracy (`reviewAccuracy`). Every figure and every hole is the engine's:
// this module only picks the strings (T.replay.reasons, in the page's
// language) and fills them in; it works out nothing of the game.

/** Reasons worded per costly play: the top ones by the engine's rank. */
export const REASONS_SHOWN = 3;
/** Pieces within reach named in words: those with at least this chance of
 * being captured; the rest are named when one, else counted ("and 5 more
 * (each under 1 %)"); when none is that likely, the first is marked under
 * 1 % and the others counted (a choice of display only: every chance
 * stays in the data; the command line, with two decimals, counts only
 * those under 0.01 %). The engine's out-of-danger reason counts from the same 1 %
 * (daldos_ai::explain::NOTABLE_CHANCE, docs/ai.md "Ranking"). */
const NAMED = 0.01;

/** @typedef {import('daldos-web').ExplanationData} ExplanationData */
/** @typedef {import('daldos-web').ReachData} ReachData */


/** A reason for the play made that weighs at least this many pieces
 * (docs/ai.md, "Ranking") is worded even when it ranks below the top
 * `REASONS_SHOWN`: the better play's price (its capturer taken back, a
 * piece it leaves in reach) is never left out. */
export const PRICE_SHOWN = 0.1;

/** The reasons of `e` worded in the review: the top `REASONS_SHOWN`, and
 * the weightiest one for the play made when none of them is one and it
 * weighs `PRICE_SHOWN` or more. @param {ExplanationData} e */
export function shownReasons(e) {
  const top = e.reasons.slice(0, REASONS_SHOWN);
  if (top.some((r) => r.favours === 'made')) return top;
  const price = e.reasons.find((r) => r.favours === 'made' && (r.weight ?? 0) >= PRICE_SHOWN);
  return price ? [...top, price] : top;
}

/** Reasons worded beside a hint: the top ones that speak for it. */
export const HINT_REASONS_SHOWN = 2;

/** A chance (0..=1) as percentage points with one decimal in language
 * `lang` (`44.0`), as the review and the hint show them; exactly 0 or 1
 * without a decimal (`0`, `100`), as no rounding. A chance above 0
 * that would round to 0.0 reads `< 0.1`, one below 1 that would round to
 * 100.0 reads `> 99.9`: a piece that can be lost is never shown at 0 %.
 * @param {string} lang @returns {(x: number) => string} */
export function percentIn(lang) {
  // Made at the first use, not at the page's start: the first number
  // format of a language loads its locale data (about 30 ms of the page's
  // first task, 120 ms on a slow phone, for a feature asked for later).
  /** @type {Intl.NumberFormat | undefined} */ let pointsMade;
  /** @type {Intl.NumberFormat | undefined} */ let wholeMade;
  const points = { format: (/** @type {number} */ n) => (pointsMade ??= new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 })).format(n) };
  const whole = { format: (/** @type {number} */ n) => (wholeMade ??= new Intl.NumberFormat(lang, { maximumFractionDigits: 0 })).format(n) };
  return (x) => {
    const tenths = Math.round(x * 1000);
    // Exactly none, or certain: no decimal to suggest a rounding.
    if (x === 0 || x === 1) return whole.format(x * 100);
    if (x > 0 && tenths === 0) return `< ${points.format(0.1)}`;
    if (x < 1 && tenths === 1000) return `> ${points.format(99.9)}`;
    return points.format(tenths / 10);
  };
}

/** The points lost as shown beside the two win chances of a reviewed
 * throw (0..=1, for `percentIn`): the difference of the two chances as
 * shown, each rounded to a tenth of a point, so that the three numbers
 * agree (docs/ai.md, "The points lost shown"; `daldos analyse`'s table
 * does the same). The exact loss stays in the data.
 * @param {{ before: number, after: number }} r */
export const shownLoss = (r) => (Math.round(r.before * 1000) - Math.round(r.after * 1000)) / 1000;

/**
 * The reasons of `e` shown (`shownReasons`, or the reasons `reasons` of
 * it), in words, the one that matters most first; one sentence saying the
 * difference lies further ahead when there are none.
 * @param {any} W T.replay.reasons, or T.hintWhy (the hint's: the same
 *   facts, phrased for "this play" and the next best)
 * @param {ExplanationData} e
 * @param {(x: number) => string} pct a chance (0..=1) as shown, e.g. `44.0`
 * @param {ExplanationData['reasons']} [reasons]
 * @returns {string[]}
 */
export function reasonWords(W, e, pct, reasons = shownReasons(e)) {
  const { made, best } = e;
  /** The holes of the likelier of `pieces` (within reach, each with the
   * engine's chance), then the others: the hole of one ("and B2 (under 1
   * %)"), else how many ("and 5 more (each under 1 %)"). When none is
   * likelier the first is marked and the others follow it as above ("B2
   * (under 1 %) and 3 more (each under 1 %)"): no piece under 1 % reads
   * as a likely one (a playtester counted pieces 18 holes away, named
   * bare, as within one throw's reach). */
  const on = (/** @type {ReachData['pieces']} */ pieces) => {
    const likely = pieces.filter((p) => p.chance.value >= NAMED);
    const rest = pieces.filter((p) => p.chance.value < NAMED).map((p) => p.hole);
    if (!rest.length) return pieces.map((p) => p.hole);
    // One under 1 % beside likelier ones: each likelier one with its own
    // chance, so the mark reads as the last piece's alone ("the pieces on
    // M8 (15.1 %) and A3 (under 1 %)"; a playtester read "M8 and A3 (under
    // 1 %)" as both under 1 %).
    const named = likely.map((p) => (rest.length === 1 ? W.at(p.hole, pct(p.chance.value)) : p.hole));
    if (named.length) return [...named, W.more(rest.length, rest[0])];
    return [W.more(1, rest[0]), ...(rest.length > 1 ? [W.more(rest.length - 1, rest[1])] : [])];
  };
  /** The holes of a play's capturers named beside the chance of losing
   * one: those within the opponent's reach after it (the engine's
   * `danger`), all of them when none is (then that chance is 0). */
  const retakable = (/** @type {ExplanationData['made']} */ f) => {
    const within = f.capturers.filter((h) => f.danger.pieces.some((p) => p.hole === h));
    return within.length ? within : f.capturers;
  };
  const words = {
    captures: () => W.captures(best.play, e.missed, made.captured, best.captured),
    danger: () => W.danger(on(made.danger.pieces), on(best.danger.pieces), pct(made.danger.any.value), pct(best.danger.any.value)),
    // Without the pieces the other play captures (the engine's `threatsCompared`).
    threats: () =>
      W.threats(on(made.threatsCompared.pieces), on(best.threatsCompared.pieces), pct(made.threatsCompared.any.value), pct(best.threatsCompared.any.value)),
    // Each piece with its chance before the throw, named as danger's.
    outOfDanger: () => W.outOfDanger(on(made.outOfDanger), on(best.outOfDanger)),
    dal: () => W.dal(made.dalled.length, best.dalled.length, made.undalled, best.undalled),
    progress: () => W.progress(made.progress, best.progress),
    retaken: () => W.retaken(retakable(made), retakable(best), pct(made.retaken.value), pct(best.retaken.value)),
    // Only the pieces that speak for the play the reason favours (the
    // other play's moved into reach), all when it favours neither.
    stoodSafe: (/** @type {string | null | undefined} */ favours) =>
      e.stoodSafe
        .filter((x) => !favours || x.movedBy !== favours)
        .map((x) => W.stoodSafe(x.movedBy, x.from, x.to, pct(x.chance.value)))
        .join(' '),
    // The pieces of the play the reason favours (the engine's reason
    // apiece for each play's pieces), all when it favours neither.
    placed: (/** @type {string | null | undefined} */ favours) => {
      const own = e.placed.filter((x) => !favours || x.favours === favours);
      // The likelier pieces, as in a reach's list (all when none is likely).
      const likely = own.filter((x) => Math.max(x.made.chance.value, x.best.chance.value) >= NAMED);
      const each = likely.length ? likely : own;
      return each.map((x) => W.placed(x.from, x.made.hole, pct(x.made.chance.value), x.best.hole, pct(x.best.chance.value))).join(' ');
    },
  };
  if (!reasons.length) return [W.beyond];
  // A reason that speaks for the play made says so (the engine's `favours`).
  const shown = reasons.map((r) => (r.favours === 'made' ? W.forMade(words[r.fact](r.favours)) : words[r.fact](r.favours)));
  // After A + A the thrower throws again before the opponent: its chances
  // are then what the opponent could do if it threw next (the engine's
  // `extraThrow`), said once.
  if ((made.extraThrow || best.extraThrow) && reasons.some((r) => r.givesChances)) shown.push(W.extraThrow);
  // When none speaks for the better play and one speaks for the play made
  // (the engine ranks the better play's reasons first, those without a
  // side next: out of danger, dals, progress), the next turn shows the
  // play made better, and the words say so first (the review's; the
  // hint's are only those that speak for it).
  const none = !reasons.some((r) => r.favours === 'best') && reasons.some((r) => r.favours === 'made');
  return none ? [W.aheadOnly, ...shown] : shown;
}

/**
 * The review's words for the costly play explained by `e`, which lost
 * `loss` points (as shown, e.g. `7.3`): its top reasons (`reasonWords`),
 * then, when none of its reasons has a measure in pieces (a dal, holes
 * travelled, pieces out of danger: the engine's `weight` is null), that
 * the loss was found further ahead, as `daldos analyse --explain` says.
 * @param {any} W T.replay.reasons
 * @param {ExplanationData} e
 * @param {(x: number) => string} pct
 * @param {string} loss
 */
export function costlyWords(W, e, pct, loss) {
  const lines = reasonWords(W, e, pct);
  if (e.reasons.length && e.reasons.every((r) => r.weight == null)) lines.push(W.furtherAhead(loss));
  return lines;
}

/**
 * Why a hint beats the next best play (`hintReasons`: `made` is the next
 * best, `best` the hint), in words: the next best named, then the top
 * `HINT_REASONS_SHOWN` of the engine's reasons that speak for the hint
 * (`favours: 'best'`, in the engine's rank; only measured facts have a
 * side), or that the difference lies further ahead.
 * @param {any} W T.hintWhy
 * @param {import('daldos-web').HintReasonsData} r
 * @param {(x: number) => string} pct
 */
export function hintWords(W, r, pct) {
  const e = r.explanation;
  const mine = e.reasons.filter((x) => x.favours === 'best').slice(0, HINT_REASONS_SHOWN);
  return [W.versus(r.other), ...reasonWords(W, e, pct, mine)].join(' ');
}

/**
 * A side's accuracy in words (`undefined`: it never had a choice).
 * @param {any} R T.replay
 * @param {string} side the side's name
 * @param {import('daldos-web').AccuracyData | undefined} a
 * @param {(x: number) => string} pct a fraction (0..=1) as a percentage shown
 */
export function accuracyWords(R, side, a, pct) {
  return a ? R.accuracy(side, pct(a.percent / 100), a.plays) : R.noAccuracy(side);
}

