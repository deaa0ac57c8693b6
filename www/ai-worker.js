// @ts-check
// The computer's thinking, off the main thread. Loads the same wasm module
// as the page (URLs handed in by the page) and answers
//   { type: 'play', id, record, bot, seed } with { type: 'result', id, value: [moves] } (move objects)
//   { type: 'hint', id, record, level }     with { type: 'result', id, value: hint }
// or { type: 'result', id, error } (the message of the facade's error).
// Before the first task on a board with a trained evaluation network, it
// fetches the network (nets/net-<N>.bin) and hands it to the facade; if
// that fails the engine plays on its linear evaluation.
import { loadNet } from './nets.js';

let ready = null;
let netsUrl = null;

const TASKS = {
  play: (game, msg) => game.computerPlay(msg.bot, msg.seed),
  hint: (game, msg) => game.hint(msg.level),
};

self.onmessage = async (event) => {
  const msg = event.data;
  if (msg.type === 'init') {
    netsUrl = msg.nets || null;
    ready = import(msg.js).then(async (glue) => {
      await glue.default({ module_or_path: msg.wasm });
      return glue;
    });
    ready.then(
      () => self.postMessage({ type: 'ready' }),
      (err) => self.postMessage({ type: 'failed', error: String(err) }),
    );
    return;
  }
  const task = TASKS[msg.type];
  if (!task) return;
  let game = null;
  try {
    const glue = await ready;
    game = glue.Game.fromRecord(msg.record);
    await loadNet(glue, game.view().size, netsUrl);
    self.postMessage({ type: 'result', id: msg.id, value: task(game, msg) });
  } catch (err) {
    self.postMessage({ type: 'result', id: msg.id, error: String(err?.message || err) });
  } finally {
    game?.free();
  }
};
