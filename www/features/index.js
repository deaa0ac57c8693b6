// @ts-check
// The features, in the order they are mounted (each adds its parts to the
// screen's slots in this order: the kiosk's card before a lesson's, the
// replay's button before the files' and the share button; in the settings
// menu the pace, then throw for me and forced moves, then the capture odds,
// before the screen's own choices; beside the controls Takeback, then
// Sound). A feature is a
// module whose `mount(context)` adds its own controls to the named slots
// of the screen (screen.js), listens to the session (session.js) and asks
// it to switch; it may return an API that other features reach through
// `context.feature(name)`. Adding a feature: one module here, one line in
// this list, one style partial (docs/dev/architecture.md, "Sessions and
// features").

import * as kiosk from './kiosk.js';
import * as lessons from './lessons.js';
import * as replay from './replay.js';
import * as files from './files.js';
import * as share from './share.js';
import * as pace from './pace.js';
import * as assist from './assist.js';
import * as odds from './odds.js';
import * as hintWhy from './hint-why.js';
import * as sound from './sound.js';
import * as takeback from './takeback.js';
import * as resign from './resign.js';
import * as said from './said.js';
import * as friend from './friend.js';
import * as progress from './progress.js';

export const FEATURES = { kiosk, lessons, replay, files, share, pace, assist, odds, hintWhy, takeback, sound, resign, said, friend, progress };
