// @ts-check
// Play a friend's throws (features/friend.js): the server throws every
// die, and the turn loop asks for this screen's throw (`remoteThrow`).
// Either may come first: the throw the server sent before the loop asked
// is kept for it; the loop that asks first waits for the server's.

/** The hand-off of the server's throws to the turn loop. */
export function createThrowHandoff() {
  /** A throw the server threw that the loop has not taken yet ("1+4"). */
  let thrown = /** @type {string | null} */ (null);
  /** The loop waiting for the server's throw: resolves to its dice. */
  let asked = /** @type {((dice: string | null) => void) | null} */ (null);

  return {
    /**
     * The turn loop's throw: the one kept, else `ask()` the server and wait for it.
     * @param {() => boolean} ask sends the throw; false when it could not go
     * @returns {Promise<string | null>} the dice, or null (not sent, or refused)
     */
    take(ask) {
      if (thrown !== null) {
        const dice = thrown;
        thrown = null;
        return Promise.resolve(dice);
      }
      if (!ask()) return Promise.resolve(null);
      return new Promise((resolve) => {
        asked = resolve;
      });
    },
    /** Whether the loop waits for the server's throw. */
    waiting: () => asked !== null,
    /**
     * A throw the server threw: handed to the loop waiting for it, else kept for its next `take`.
     * @param {string} dice @returns {boolean} whether a waiting loop took it
     */
    give(dice) {
      if (!asked) {
        thrown = dice;
        return false;
      }
      const resolve = asked;
      asked = null;
      resolve(dice);
      return true;
    },
    /** The throw asked for was refused: the waiting loop gets none. */
    cancel() {
      const resolve = asked;
      asked = null;
      resolve?.(null);
    },
  };
}
