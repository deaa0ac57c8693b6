// @ts-check
// Sound: the dice thrown, a move, a capture (and a short vibration on
// phones), an extra throw, "your turn" and the game's end, each made here
// with the Web Audio API at run time (oscillators and filtered noise
// under envelopes: no sound file is loaded). Off until the visitor turns it
// on with the Sound button beside the controls (a page may start it on:
// the `sound` setting); the choice is kept across visits, but not in kiosk
// mode, where each visitor starts from the page's setting. Never heard in a
// hidden tab or in a quiet session (the kiosk's attract loop), and no
// AudioContext is made before the visitor has asked for sound and used
// the game (browsers start one only after a gesture).
//
// For the browser tests only: where the page has an array
// `window.__daldosSounds`, each sound played is pushed there by its name
// in `RECIPES`; the page never makes one (tests/e2e/sound.spec.mjs).

import { el } from '../dom.js';
import { loadSound, saveSound } from '../persistence.js';

/** The vibration of a capture, in ms. */
const VIBRATE_MS = 60;

/** An AudioContext with its output and a second of noise (null: no Web
 * Audio in this browser); `starting`: its `resume()` is under way. */
function makeAudio() {
  const Context = window.AudioContext || /** @type {any} */ (window).webkitAudioContext;
  if (!Context) return null;
  const ctx = /** @type {AudioContext} */ (new Context());
  const out = ctx.createGain();
  out.gain.value = 0.5;
  out.connect(ctx.destination);
  // White noise from a fixed seed: every visit's clatter is alike.
  const noise = ctx.createBuffer(1, ctx.sampleRate, ctx.sampleRate);
  const data = noise.getChannelData(0);
  const rand = randomFrom(7);
  for (let i = 0; i < data.length; i++) data[i] = rand() * 2 - 1;
  return { ctx, out, noise, starting: false };
}

/** Numbers in [0, 1) from `seed` (mulberry32). */
function randomFrom(seed) {
  let x = seed >>> 0;
  return () => {
    x = (x + 0x6d2b79f5) >>> 0;
    let t = Math.imul(x ^ (x >>> 15), 1 | x);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A tone at `t`: `f` Hz gliding to `to`, rising in `attack` s to `peak`
 * and dying away over `decay` s. */
function tone(a, t, { f, to = f, type = /** @type {OscillatorType} */ ('sine'), peak, decay, attack = 0.003 }) {
  const osc = a.ctx.createOscillator();
  const gain = a.ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(f, t);
  if (to !== f) osc.frequency.exponentialRampToValueAtTime(to, t + attack + decay);
  envelope(gain, t, peak, attack, decay);
  osc.connect(gain).connect(a.out);
  osc.start(t);
  osc.stop(t + attack + decay + 0.05);
}

/** A burst of noise at `t` through a filter at `f` Hz (`q`), as `tone`. */
function burst(a, t, { f, q = 1, type = /** @type {BiquadFilterType} */ ('bandpass'), peak, decay, attack = 0.002, from = 0 }) {
  const src = a.ctx.createBufferSource();
  src.buffer = a.noise;
  const filter = a.ctx.createBiquadFilter();
  filter.type = type;
  filter.frequency.value = f;
  filter.Q.value = q;
  const gain = a.ctx.createGain();
  envelope(gain, t, peak, attack, decay);
  src.connect(filter).connect(gain).connect(a.out);
  src.start(t, from * (a.noise.duration - 0.5), attack + decay + 0.05);
}

/** A struck envelope on `gain`: up to `peak` in `attack`, down in `decay`. */
function envelope(gain, t, peak, attack, decay) {
  gain.gain.setValueAtTime(0.0001, t);
  gain.gain.exponentialRampToValueAtTime(peak, t + attack);
  gain.gain.exponentialRampToValueAtTime(0.0001, t + attack + decay);
}

/** A wooden bar struck with a mallet (a marimba's note): `f` Hz. */
function mallet(a, t, f, peak = 0.22, decay = 0.45) {
  tone(a, t, { f, peak, decay });
  tone(a, t, { f: f * 4, peak: peak * 0.2, decay: 0.05 });
}

/** Each sound, played from audio time `t`; `rand` varies what repeats. */
const RECIPES = {
  /** Sound turned on: one soft note. */
  on: (a, t) => mallet(a, t, 880, 0.16, 0.3),
  /** Two long wooden dice thrown: hollow knocks close together, slowing and fading. */
  throw(a, t, rand) {
    tone(a, t, { f: 170, to: 90, peak: 0.28, decay: 0.12 });
    const hits = [0, 0.05, 0.1, 0.17, 0.23, 0.31, 0.4, 0.52, 0.64];
    hits.forEach((dt, i) => {
      const fade = 1 - i / (hits.length + 1);
      const at = t + dt + rand() * 0.015;
      burst(a, at, { f: 1300 + rand() * 1700, q: 5, peak: 0.8 * fade, decay: 0.025 + rand() * 0.03, from: rand() });
      tone(a, at, { f: 480 + rand() * 260, type: 'triangle', peak: 0.16 * fade, decay: 0.05 });
    });
  },
  /** A piece set into its hole: a soft, short click. */
  move(a, t, rand) {
    tone(a, t, { f: 1150, to: 700, peak: 0.2, decay: 0.05 });
    burst(a, t, { f: 3500, q: 2, peak: 0.1, decay: 0.015, from: rand() });
  },
  /** A capture: a lower, heavier knock, and the piece taken off with a lighter one. */
  capture(a, t, rand) {
    tone(a, t, { f: 210, to: 95, peak: 0.5, decay: 0.2 });
    burst(a, t, { f: 450, q: 1.2, peak: 0.32, decay: 0.07, from: rand() });
    tone(a, t + 0.11, { f: 330, to: 180, peak: 0.2, decay: 0.1 });
  },
  /** A + A, throw again: three quick rising notes. */
  extra(a, t) {
    [784, 988, 1319].forEach((f, i) => mallet(a, t + i * 0.07, f, 0.16, 0.3));
  },
  /** Your turn: two gentle notes, a fourth apart. */
  turn(a, t) {
    mallet(a, t, 659, 0.14, 0.35);
    mallet(a, t + 0.14, 880, 0.14, 0.45);
  },
  /** A win: up the chord, the last note held. */
  win(a, t) {
    [523, 659, 784, 1047].forEach((f, i) => mallet(a, t + i * 0.13, f, 0.2, i === 3 ? 0.9 : 0.35));
  },
  /** The computer won: three notes down, softly. */
  lose(a, t) {
    [392, 311, 262].forEach((f, i) => mallet(a, t + i * 0.2, f, 0.16, i === 2 ? 0.9 : 0.45));
  },
};

/** The Sound button's icon: a loudspeaker, with waves when on, crossed out when off. */
function icon() {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('class', 'dd-sound-icon');
  svg.setAttribute('aria-hidden', 'true');
  for (const [cls, d] of [
    ['dd-sound-body', 'M3 9h4l5-4v14l-5-4H3z'],
    ['dd-sound-waves', 'M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13'],
    ['dd-sound-cross', 'M16 9l6 6M22 9l-6 6'],
  ]) {
    const path = document.createElementNS(ns, 'path');
    path.setAttribute('class', cls);
    path.setAttribute('d', d);
    svg.append(path);
  }
  return svg;
}

/** @param {import('./context.js').Context} c */
export function mount(c) {
  const { s, T, root, session, settings } = c;
  const { kiosk, sound: byDefault } = settings.screen;
  const doc = root.ownerDocument;
  const rand = randomFrom(1);
  let on = kiosk ? byDefault : (loadSound() ?? byDefault);
  /** This game's AudioContext, made at the first gesture with the sound on. */
  let audio = /** @type {ReturnType<typeof makeAudio>} */ (null);
  /** The side that last threw in this session ('rollOff' for the roll-off), for "your turn". */
  let lastSide = /** @type {string | null} */ (null);

  const button = el(
    'button',
    { type: 'button', class: 'dd-sound', title: T.sound, 'aria-pressed': String(on), onclick: () => turn(!on, true) },
    icon(),
    el('span', { class: 'dd-tool-text', text: T.sound }),
  );
  c.slots.controls.add(button);
  // The same choice among the settings menu's, with the other display choices.
  const box = el('input', { type: 'checkbox', class: 'dd-sound-box', checked: on, onchange: () => turn(box.checked, true) });
  c.slots.menu.add(el('label', { class: 'dd-option' }, box, ' ', T.sound));
  // How to play says so too.
  c.dialogs.rules.querySelector('.dd-keys')?.after(el('p', { class: 'dd-sound-help', text: T.soundHelp }));

  /** Sound on or off; `byVisitor`: the visitor's choice (at a gesture),
   * kept across visits but in kiosk mode. */
  function turn(now, byVisitor) {
    on = now;
    button.setAttribute('aria-pressed', String(on));
    box.checked = on;
    if (byVisitor && !kiosk) saveSound(on);
    if (!on) audio?.ctx.suspend().catch(() => {});
    else if (byVisitor) {
      wake();
      play('on');
    } else start();
  }

  /** At a gesture: the AudioContext made if the sound is on, and started
   * (not at a key or touch that gives the page no right to sound: Escape,
   * a finger put down). */
  function wake() {
    if (!on || doc.visibilityState === 'hidden') return;
    if (/** @type {any} */ (navigator).userActivation?.isActive === false) return;
    audio ||= makeAudio();
    start();
  }
  /** The AudioContext started again (once made at a gesture), if the sound is on and the page in view. */
  function start() {
    const a = audio;
    if (!a || !on || doc.visibilityState === 'hidden' || a.ctx.state !== 'suspended' || a.starting) return;
    a.starting = true;
    a.ctx
      .resume()
      .catch(() => {})
      .finally(() => (a.starting = false));
  }
  const GESTURES = ['pointerdown', 'pointerup', 'keydown'];
  for (const type of GESTURES) root.addEventListener(type, wake, { capture: true });
  // A hidden tab hears nothing, and its AudioContext rests.
  const onVisibility = () => (doc.visibilityState === 'hidden' ? audio?.ctx.suspend().catch(() => {}) : start());
  doc.addEventListener('visibilitychange', onVisibility);
  c.onDestroy(() => {
    for (const type of GESTURES) root.removeEventListener(type, wake, { capture: true });
    doc.removeEventListener('visibilitychange', onVisibility);
    on = false;
    audio?.ctx.close().catch(() => {});
    audio = null;
  });

  /** Whether a sound may be heard now. */
  const audible = () => on && !s.session.quiet && doc.visibilityState !== 'hidden';

  /** Plays sound `name`, `delay` s from now, if it may be heard and the
   * AudioContext runs (or is starting). */
  function play(name, delay = 0) {
    if (!audible() || !audio || !(audio.ctx.state === 'running' || audio.starting)) return;
    RECIPES[name](audio, audio.ctx.currentTime + 0.01 + delay, rand);
    const heard = /** @type {any} */ (window).__daldosSounds;
    if (Array.isArray(heard)) heard.push(name);
  }

  session.on('stop', () => (lastSide = null));
  session.on('daldos-throw', ({ side, outcome, extraThrow }) => {
    lastSide = side;
    play('throw');
    // A lost A + A: thrown again at once.
    if (outcome === 'lost' && extraThrow) play('extra', 0.7);
  });
  session.on('daldos-move', ({ move, playDone }) => {
    if (move.captures.length) {
      play('capture');
      if (audible()) vibrate();
    } else play('move');
    if (playDone && s.view?.extraThrow && s.view.phase !== 'over') play('extra', 0.15);
  });
  session.on('daldos-gameover', ({ winner }) => play(s.cfg.mode === 'pvc' && winner !== s.cfg.human ? 'lose' : 'win', 0.35));
  // "Your turn": a game's player may act after the other side (the
  // computer or the other player) threw, or after the roll-off.
  session.on('draw', () => {
    // Kiosk mode: the next visitor starts from the page's setting.
    if (kiosk && s.session.kind === 'attract' && on !== byDefault) turn(byDefault, false);
    const v = s.view;
    if (!v || s.session.kind !== 'game') return;
    if (v.phase === 'rollOff') lastSide = 'rollOff';
    else if (s.screen === 'human-throw' || s.screen === 'human-move') {
      if (lastSide !== null && lastSide !== v.turn) play('turn', 0.2);
      lastSide = v.turn;
    }
  });

  return {
    /** Whether the sound is on. */
    isOn: () => on,
  };
}

/** A short vibration (phones that have one), once the visitor has used the page. */
function vibrate() {
  const nav = /** @type {any} */ (navigator);
  if (typeof nav.vibrate !== 'function' || nav.userActivation?.hasBeenActive === false) return;
  try {
    nav.vibrate(VIBRATE_MS);
  } catch {
    // not allowed here: fine
  }
}
