// @ts-check
// What a feature's `mount` is given (features/index.js): the mounted
// game's parts, built by app.js. Only the type lives here.

/**
 * The options of `mountDaldos` (app.js; daldos-game.js passes them).
 * @typedef {object} MountOptions
 * @property {any} wasm the facade (daldos-web)
 * @property {any} [strings] the visitor's dictionary (strings/<code>.js)
 * @property {(name: string) => string | null} [setting] a setting's text by its attribute name (settings.js), or null when not given: the element's attributes
 * @property {string} [storageKey] the save's localStorage key; `formerStorageKey`: the key it had before (moved over)
 * @property {string} [formerStorageKey]
 * @property {string} [copy] which copy of the game this is (copy.js), kept in the save
 * @property {ReturnType<typeof import('../ai.js').createAi>} [ai] the engine's workers (default: started here)
 * @property {number | string} [seed] makes the game reproducible (settings.js's `seedOf`)
 * @property {{ engineUrl?: string, netsUrl?: string, workerUrl?: string }} [assetUrls] where the engine's files are
 * @property {(type: string, detail: any) => void} [onEvent] hears each throw (`daldos-throw`), move (`daldos-move`),
 *   the end (`daldos-gameover`) and a kiosk's visitor (`daldos-activity`), with structured details (daldos-game.js)
 * @property {string} [lang] the language shown
 * @property {(code: string) => void} [onLanguage] a change of language asked for on the kiosk's start card
 * @property {() => void} [onHome] kiosk mode's new visitor (back to the language the page set)
 * @property {ReturnType<typeof import('../share.js').readSharedGame>} [shared] a game from a share link (or why it
 *   cannot be shown), shown over the saved game
 * @property {() => string} [shareBase] the address share links point at (default: this document's)
 * @property {string} [id] the element's id, carried by its links
 * @property {() => void} [reveal] shows the mount's root (hidden until then), called once the first game is on the
 *   board, in a task of its own (the board drawn in it, at its own width); without it the root is taken as shown
 */

/**
 * @typedef {object} Context
 * @property {import('../state.js').State} s the state (features read it; the session writes the game)
 * @property {any} T the strings
 * @property {any} wasm the facade
 * @property {import('daldos-web').RulesInfo} info the engine's rules, boards, variants and levels
 * @property {ReturnType<typeof import('../settings.js').readSettings>} settings the element's or page's settings (settings.js)
 * @property {MountOptions} options the mount's options (app.js)
 * @property {HTMLElement} root the mount's root
 * @property {ReturnType<typeof import('../screen.js').createScreen>['parts']} parts the skeleton's parts
 * @property {ReturnType<typeof import('../screen.js').createScreen>['slots']} slots where features add their parts
 * @property {(on: boolean) => void} behind puts what lies behind a card out of reach (or back)
 * @property {ReturnType<typeof import('../start.js').createStart>} start the start card
 * @property {ReturnType<typeof import('../session.js').createSession>} session what is on the board
 * @property {ReturnType<typeof import('../panel.js').createPanel>} panel the texts around the board
 * @property {ReturnType<typeof import('../render.js').createRenderer>} renderer draws the state
 * @property {ReturnType<typeof import('../board.js').createBoard>} board the board
 * @property {ReturnType<typeof import('../dice.js').createDice>} dice the dice
 * @property {ReturnType<typeof import('../ai.js').createAi>} ai the engine's workers
 * @property {ReturnType<typeof import('../persistence.js').createPersistence>} store the save (persistence.js; the session alone saves the game on the board, a feature keeps only what is its own, as the replay's game set aside)
 * @property {ReturnType<typeof import('../dialogs.js').createDialogs>} dialogs New game and the rules
 * @property {import('../pace.js').PaceControl} pace how long the animations and pauses last (pace.js)
 * @property {ReturnType<typeof import('../input.js').createInput>} input the player's actions (Throw, a move), as a
 *   click makes them
 * @property {number | null} seed the page's seed (none: the dice from the browser's randomness)
 * @property {() => import('../settings.js').Config} first the first game's settings
 * @property {() => void} freshStart the board set up for the first game, and the start card on it
 * @property {{ gameShown: () => any, riskWords: ((afterOdds: any) => Promise<string | undefined>) | null,
 *   whyWords: ((request: any, hint: any) => Promise<string | undefined>) | null }} hooks what features lend the
 *   core: the game on the board (a replay's step while the viewer is open), with the capture odds shown, the
 *   words on the player's piece most open to capture after a play (input.js's hint), and why a hinted play is
 *   better than the next best one (features/hint-why.js)
 * @property {(name: string) => any} feature another feature's API
 * @property {(fn: () => void) => void} onDestroy runs `fn` when the app is destroyed
 */

export {};
