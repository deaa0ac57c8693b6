// @ts-check
// The connection to a game server (crates/daldos-server, docs/server.md,
// "The API"): its health check, a new game (`POST /api/games`), and one
// WebSocket per game, said `hello` with a seat's or the watch link's token,
// opened again after a drop (with growing pauses, at most 10 s; at once
// when the browser is back online; never while it is offline). What comes
// is handed on as the server's typed messages (below); what the page sends
// is `send`'s. The links' tokens come from the address's fragment
// (`#play=…`, `#watch=…`): a fragment never reaches a server or its logs.

/**
 * The server's messages (crates/daldos-server/src/protocol.rs). `view` is the facade's `View`
 * (the same shapes: `throws`, `lastEntry`; the record itself is the state's `record`).
 * @typedef {{ type: 'welcome', game: string, role: 'a' | 'b' | 'watch' }
 *   | { type: 'state' } & ServerState
 *   | { type: 'said', by: 'a' | 'b', message: Preset }
 *   | { type: 'presence', a: boolean, b: boolean }
 *   | { type: 'rematch', game: string, role: 'a' | 'b' | 'watch', link: Link }
 *   | { type: 'error', code: string, message: string }} ServerMessage
 * @typedef {'good-luck' | 'well-played' | 'thanks'} Preset
 * @typedef {{ kind: 'rollOff', rounds: import('daldos-web').RollOffRound[], starter: 'a' | 'b' }
 *   | { kind: 'throw', side: 'a' | 'b', dice: number[], outcome: string, extraThrow: boolean }
 *   | { kind: 'move', side: 'a' | 'b', move: import('daldos-web').MoveData, playComplete: boolean }
 *   | { kind: 'resign', side: 'a' | 'b' }
 *   | { kind: 'rematch', side: 'a' | 'b', answer: 'offer' | 'accept' | 'withdraw', game?: string }} ServerEvent
 * @typedef {object} ServerState
 * @property {string} game the game's id
 * @property {number} version actions accepted so far; every action names it
 * @property {import('daldos-web').View} view the board as the facade's `view()` draws it
 * @property {import('daldos-web').MoveData[]} legal the side to move's legal next moves
 * @property {string} record the game record (docs/notation.md), as stored
 * @property {'a' | 'b'} [winner] the winner, by the rules or by resignation
 * @property {number} sinceMs when the last action was accepted (ms since 1970, UTC): whose turn since when
 * @property {ServerEvent} [event] what led to this state (absent on connect)
 * @property {{ offeredBy?: 'a' | 'b', game?: string }} [rematch] after the end: the side whose offer of a rematch
 *   stands, or the rematch's game once accepted
 */

/**
 * A new game's links (`POST /api/games`'s answer).
 * @typedef {{ game: string, yours: 'a' | 'b', light: Link, dark: Link, watch: Link }} Created
 * @typedef {{ token: string, link: string }} Link
 */

const MADE_KEY = 'daldos.friend-made.v1';
/** The WebSocket close code of a policy violation (RFC 6455): the server closed a flood. */
const CLOSE_POLICY = 1008;
/** The pause before connecting again after it, in ms. */
const FLOODED_PAUSE = 30_000;

/** The games made on this device (their links, to show again after a
 * reload), the last 50, from `localStorage`. @returns {Created[]} */
function madeList() {
  try {
    const list = JSON.parse(localStorage.getItem(MADE_KEY) || '[]');
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

/** The game `game` if it was made on this device (its links), else null. */
export const madeHere = (game) => madeList().find((m) => m?.game === game) ?? null;

/** Keeps `created` among the games made here (storage refused: not kept;
 * the friend's page may then find the creator's throwing the roll-off). */
export function remember(created) {
  try {
    localStorage.setItem(MADE_KEY, JSON.stringify([...madeList(), created].slice(-50)));
  } catch {
    // (Not kept.)
  }
}

/** The token of a link's fragment (`#play=…` or `#watch=…`; `''` when empty), or null. */
export function tokenIn(hash) {
  const params = new URLSearchParams(String(hash).replace(/^#/, ''));
  const token = params.get('play') ?? params.get('watch');
  // (An empty token, `#play=`: a link cut short, said to be not valid.)
  return token == null ? null : { token: token.trim(), watch: !params.has('play') };
}

/** Whether a game server answers at `server` (its `GET /api/health` says `ok`). */
export async function serverAnswers(server) {
  try {
    const res = await fetch(new URL('api/health', server), { cache: 'no-store' });
    return res.ok && (await res.text()).trim() === 'ok';
  } catch {
    return false;
  }
}

/** The server's refusal of a request: its `error` code (`rateLimited`, `badRequest`, …) and, for
 * `rateLimited`, the seconds of its `Retry-After`. */
export class Refused extends Error {
  /** @param {string} message @param {string} code @param {number | null} retryAfter */
  constructor(message, code, retryAfter) {
    super(message);
    this.code = code;
    this.retryAfter = retryAfter;
  }
}

/**
 * Makes a game on `server`.
 * @param {string} server the server's address
 * @param {{ size: number, variants: string[], side: 'a' | 'b' }} request
 * @returns {Promise<Created>}
 * @throws {Refused | Error} the server's refusal, or a network error
 */
export async function createGame(server, request) {
  const res = await fetch(new URL('api/games', server), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request) });
  const body = await res.json().catch(() => ({}));
  if (res.status === 201) return body;
  const wait = Number(res.headers.get('retry-after'));
  throw new Refused(body.message || `HTTP ${res.status}`, body.error || 'http', Number.isFinite(wait) && wait > 0 ? wait : null);
}

/**
 * One game's WebSocket, kept open.
 * @param {string} server the server's address
 * @param {string} token the link's token
 * @param {{ message: (m: ServerMessage) => void, status: (open: boolean) => void }} on `message`: each server
 *   message, in order; `status`: the connection open (welcomed) or lost (opening again)
 */
export function connect(server, token, on) {
  /** @type {WebSocket | null} */
  let ws = null;
  let ended = false;
  let tries = 0;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const url = new URL('api/ws', server);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';

  function open() {
    clearTimeout(timer);
    if (ended || !navigator.onLine) return;
    const socket = new WebSocket(url);
    ws = socket;
    socket.onopen = () => socket.send(JSON.stringify({ type: 'hello', token }));
    socket.onmessage = (e) => {
      if (socket !== ws) return;
      let m;
      try {
        m = JSON.parse(String(e.data));
      } catch {
        return;
      }
      if (m.type === 'welcome') {
        tries = 0;
        on.status(true);
      }
      on.message(m);
    };
    socket.onclose = (e) => {
      if (socket !== ws || ended) return;
      ws = null;
      on.status(false);
      // Closed for a policy violation (a flood): a long pause, never a storm.
      const pause = e.code === CLOSE_POLICY ? FLOODED_PAUSE : Math.min(10_000, 500 * 2 ** tries++);
      timer = setTimeout(open, pause);
    };
  }
  /** Offline: the connection is dropped at once (and opened when back). */
  const offline = () => {
    const socket = ws;
    ws = null;
    socket?.close();
    if (!ended) on.status(false);
  };
  const online = () => ws || open();
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  open();

  return {
    /** Sends `message` (a client message of protocol.rs); whether it went. */
    send(message) {
      if (ws?.readyState !== WebSocket.OPEN) return false;
      ws.send(JSON.stringify(message));
      return true;
    },
    /** Drops the connection and opens it again (the server sends the whole state). */
    reopen() {
      const socket = ws;
      ws = null;
      socket?.close();
      open();
    },
    /** Closes it for good. */
    close() {
      ended = true;
      clearTimeout(timer);
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
      ws?.close();
      ws = null;
    },
  };
}
