// @ts-check
// What the progress view draws from the facade's `progressSummary` (every
// figure is the facade's; this module only words and draws them): the
// games against the computer and their average accuracy, the table by
// level, board and variant, the two players' games, and a small SVG chart
// of the last games' accuracy, each game marked won (a filled circle) or
// lost (a cross) by its shape, not its colour alone, with the same games
// as a table for screen readers and anyone who prefers one.

import { el } from './dom.js';

const NS = 'http://www.w3.org/2000/svg';
/** The chart's box in SVG units: width, height, and the margin around the plot. */
const W = 320;
const H = 120;
const PAD = { left: 30, right: 8, top: 8, bottom: 16 };

/**
 * @param {{ T: any, info: import('daldos-web').RulesInfo, names: { boardNames: Record<string, string>, variantName: (id: string) => string }, lang: string }} options
 */
export function createProgressView({ T, info, names, lang }) {
  const P = T.progress;
  const one = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const whole = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 });
  /** A percent (0..=100) with one decimal. */
  const pct = (x) => one.format(x);
  const board = (size) => {
    const b = info.boards.find((x) => x.size === size);
    return (b && names.boardNames[b.id]) || T.boardOther(size);
  };
  const variant = (id) => (id === 'standard' ? P.standard : names.variantName(id));

  /** A row's first cell. @param {import('daldos-web').RowGroup} g */
  function groupName(g) {
    if (g.kind === 'all') return P.all;
    if (g.kind === 'level') return P.levelRow(T.levelName(g.level));
    if (g.kind === 'board') return board(g.size);
    return variant(g.variant);
  }

  /** The table by level, board and variant. @param {import('daldos-web').ProgressRow[]} rows */
  function table(rows) {
    const cell = (tag, text, attrs = {}) => el(tag, { text, ...attrs });
    const head = el('tr', {}, cell('th', P.games, { scope: 'col' }), cell('th', P.played, { scope: 'col' }), cell('th', P.won, { scope: 'col' }), cell('th', P.accuracy, { scope: 'col' }));
    const body = el('tbody');
    let kind = '';
    for (const r of rows) {
      // A line naming each group (level, board, variant) before its rows.
      if (r.group.kind !== kind && r.group.kind !== 'all') body.append(el('tr', { class: 'dd-progress-group' }, cell('th', P.by[r.group.kind], { colspan: '4', scope: 'colgroup' })));
      kind = r.group.kind;
      body.append(
        el(
          'tr',
          { 'data-group': r.group.kind },
          cell('th', groupName(r.group), { scope: 'row' }),
          cell('td', String(r.played)),
          cell('td', P.wonOf(r.won, whole.format((100 * r.won) / r.played))),
          cell('td', r.accuracy === undefined ? '–' : `${pct(r.accuracy)} %`),
        ),
      );
    }
    return el('table', { class: 'dd-progress-table' }, el('caption', { text: P.tableCaption }), el('thead', {}, head), body);
  }

  /** A game's result in words. @param {import('daldos-web').ProgressEntry} e */
  const result = (e) => {
    const won = e.opponent.kind === 'computer' && e.opponent.side === e.winner;
    return won ? P.resultWon : e.termination === 'resignation' ? P.resultResigned : P.resultLost;
  };
  const won = (/** @type {import('daldos-web').ProgressEntry} */ e) => e.opponent.kind === 'computer' && e.opponent.side === e.winner;

  /** The chart of the last games' accuracy. @param {import('daldos-web').ProgressEntry[]} games */
  function chart(games) {
    const svg = document.createElementNS(NS, 'svg');
    svg.setAttribute('viewBox', `0 0 ${W} ${H}`);
    svg.setAttribute('class', 'dd-progress-svg');
    svg.setAttribute('role', 'img');
    const known = games.filter((g) => g.accuracy !== undefined).map((g) => /** @type {number} */ (g.accuracy));
    svg.setAttribute(
      'aria-label',
      known.length ? P.chartLabel(games.length, games.filter(won).length, pct(Math.min(...known)), pct(Math.max(...known))) : P.chartLabelNone(games.length, games.filter(won).length),
    );
    const add = (tag, attrs) => {
      const e = document.createElementNS(NS, tag);
      for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
      svg.append(e);
      return e;
    };
    const plotW = W - PAD.left - PAD.right;
    const plotH = H - PAD.top - PAD.bottom;
    const x = (i) => PAD.left + (games.length === 1 ? plotW / 2 : (i * plotW) / (games.length - 1));
    const y = (a) => PAD.top + plotH * (1 - a / 100);
    for (const a of [0, 50, 100]) {
      add('line', { x1: PAD.left, x2: W - PAD.right, y1: y(a), y2: y(a), class: 'dd-progress-grid' });
      add('text', { x: PAD.left - 4, y: y(a) + 3, class: 'dd-progress-axis', 'text-anchor': 'end' }).textContent = `${a} %`;
    }
    const points = games.map((g, i) => (g.accuracy === undefined ? null : `${x(i).toFixed(1)},${y(g.accuracy).toFixed(1)}`)).filter(Boolean);
    if (points.length > 1) add('polyline', { points: points.join(' '), class: 'dd-progress-line' });
    games.forEach((g, i) => {
      // A game not reviewed: its mark on the baseline, hollow.
      const cy = g.accuracy === undefined ? H - PAD.bottom + 8 : y(g.accuracy);
      const cls = `dd-progress-mark ${won(g) ? 'won' : 'lost'}${g.accuracy === undefined ? ' unknown' : ''}`;
      if (won(g)) add('circle', { cx: x(i), cy, r: 4, class: cls });
      else add('path', { d: `M${x(i) - 3.5},${cy - 3.5}l7,7m0,-7l-7,7`, class: cls });
    });
    const legend = el('p', { class: 'dd-progress-legend', 'aria-hidden': 'true' }, el('span', { class: 'won', text: `● ${P.resultWon}` }), ' ', el('span', { class: 'lost', text: `✕ ${P.resultLost}` }));
    return el('figure', { class: 'dd-progress-chart' }, el('figcaption', { text: P.chartTitle(games.length) }), svg, legend);
  }

  /** The last games as a table (the chart's text, with each game's level
   * as a number, to fit a phone). @param {import('daldos-web').ProgressEntry[]} games */
  function recent(games) {
    const th = (text) => el('th', { scope: 'col', text });
    const rows = [...games].reverse().map((g) =>
      el(
        'tr',
        {},
        el('td', { class: 'dd-progress-date', text: g.date }),
        el('td', { text: g.opponent.kind === 'computer' ? String(g.opponent.level) : '' }),
        el('td', { text: result(g) }),
        el('td', { text: g.accuracy === undefined ? P.notReviewed : `${pct(g.accuracy)} %` }),
      ),
    );
    return el(
      'details',
      { class: 'dd-progress-recent' },
      el('summary', { text: P.recentTitle }),
      el('table', {}, el('thead', {}, el('tr', {}, th(P.date), th(P.level), th(P.result), th(P.accuracy))), el('tbody', {}, ...rows)),
    );
  }

  /**
   * Draws `summary` into `box` (emptied first).
   * @param {HTMLElement} box @param {import('daldos-web').ProgressSummary} summary
   */
  function draw(box, summary) {
    box.textContent = '';
    const all = summary.rows[0];
    const two = summary.twoPlayers;
    if (!summary.games) {
      box.append(el('p', { class: 'dd-progress-empty', text: P.empty }));
      return;
    }
    if (all) {
      box.append(el('p', { class: 'dd-progress-overall', text: P.overall(all.played, all.won, whole.format((100 * all.won) / all.played)) }));
      box.append(el('p', { class: 'dd-progress-average', text: all.accuracy === undefined ? P.noAccuracyYet : P.averageAccuracy(pct(all.accuracy), all.reviewed) }));
      box.append(chart(summary.recent), recent(summary.recent), table(summary.rows));
    }
    if (two.played) box.append(el('p', { class: 'dd-progress-two', text: P.twoPlayers(two.played, two.lightWon, two.darkWon) }));
    const friend = summary.friend;
    if (friend.played) box.append(el('p', { class: 'dd-progress-friend', text: P.friend(friend.played, friend.won) }));
  }

  return { draw };
}
