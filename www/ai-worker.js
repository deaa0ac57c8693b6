// The computer's thinking, off the main thread. Loads the same wasm module
// as the page (URLs handed in by the page) and answers
// { id, record, bot, seed } with { id, moves } (the play's moves in
// notation) or { id, error }.
let ready = null;

self.onmessage = async (event) => {
  const msg = event.data;
  if (msg.type === 'init') {
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
  if (msg.type === 'play') {
    try {
      const glue = await ready;
      const game = glue.Game.fromRecord(msg.record);
      const moves = game.computerPlay(msg.bot, msg.seed);
      game.free();
      self.postMessage({ type: 'play', id: msg.id, moves });
    } catch (err) {
      self.postMessage({ type: 'play', id: msg.id, error: String(err?.message || err) });
    }
  }
};
