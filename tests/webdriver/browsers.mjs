// Starts Firefox or WebKit for the WebDriver tests (tests/webdriver/), with
// the browsers from Debian's packages and their drivers (no download: never
// Selenium Manager, never `npx playwright install`).
//
//   firefox  /usr/bin/firefox-esr (-headless) through geckodriver
//            (`cargo install --locked geckodriver`, in ~/.cargo/bin)
//   webkit   WebKitGTK's MiniBrowser (--automation) through
//            /usr/bin/WebKitWebDriver (Debian webkit2gtk-driver); it has no
//            headless mode, so it needs a display: run under `xvfb-run -a`
//
// Paths can be changed with FIREFOX, GECKODRIVER, WEBKIT_DRIVER and
// MINIBROWSER. The engine is DALDOS_BROWSER (firefox or webkit).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { Builder } from 'selenium-webdriver';
import LogInspector from 'selenium-webdriver/bidi/logInspector.js';
import firefox from 'selenium-webdriver/firefox.js';
import portprober from 'selenium-webdriver/net/portprober.js';
import remote from 'selenium-webdriver/remote/index.js';

// Selenium Manager (which downloads drivers and browsers) must never run:
// every path below is given explicitly.
process.env.SE_OFFLINE = 'true';

export const ENGINES = ['firefox', 'webkit'];

const cargoBin = path.join(process.env.CARGO_HOME || path.join(homedir(), '.cargo'), 'bin');

/** The first of `paths` that exists, or the first one (for the error). */
const firstExisting = (paths) => paths.find((p) => p && existsSync(p)) || paths.find(Boolean);

function minibrowser() {
  if (process.env.MINIBROWSER) return process.env.MINIBROWSER;
  // /usr/lib/<multiarch>/webkit2gtk-4.1/MiniBrowser (Debian webkit2gtk-driver).
  const dirs = existsSync('/usr/lib') ? readdirSync('/usr/lib') : [];
  return firstExisting(dirs.map((d) => `/usr/lib/${d}/webkit2gtk-4.1/MiniBrowser`)) || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
}

export function paths(engine) {
  if (engine === 'firefox') {
    return {
      browser: process.env.FIREFOX || firstExisting(['/usr/bin/firefox-esr', '/usr/bin/firefox']),
      driver: process.env.GECKODRIVER || firstExisting([path.join(cargoBin, 'geckodriver'), '/usr/bin/geckodriver']),
    };
  }
  if (engine === 'webkit') {
    return { browser: minibrowser(), driver: process.env.WEBKIT_DRIVER || '/usr/bin/WebKitWebDriver' };
  }
  throw new Error(`unknown engine ${engine}: one of ${ENGINES.join(', ')}`);
}

/** The engine's name and version, e.g. "Firefox 153.8.0esr". */
export function version(engine) {
  const { browser } = paths(engine);
  if (engine === 'firefox') return execFileSync(browser, ['--version'], { encoding: 'utf8' }).trim().replace(/^Mozilla /, '');
  // MiniBrowser has no --version; the package's version is WebKitGTK's.
  const v = execFileSync('dpkg-query', ['-W', '-f=${Version}', 'webkit2gtk-driver'], { encoding: 'utf8' });
  return `WebKitGTK ${v.replace(/-.*/, '')}`;
}

/**
 * A new WebDriver session in `engine`, its window at `width`x`height`.
 * In Firefox, `driver.pageLog` collects the console's errors and uncaught
 * exceptions (WebDriver BiDi); WebKitWebDriver 2.50 has no BiDi (a session
 * asking for it is refused), so there `driver.pageLog` is null and the
 * page's own error mark (body[data-error], page.mjs noError) is all.
 */
export async function launch(engine, { width = 1280, height = 800 } = {}) {
  const { browser, driver: driverPath } = paths(engine);
  for (const p of [browser, driverPath]) {
    if (!existsSync(p)) throw new Error(`${engine}: ${p} not found (run scripts/setup.sh test)`);
  }
  let driver;
  if (engine === 'firefox') {
    const options = new firefox.Options()
      .setBinary(browser)
      .addArguments('-headless')
      // The tests read the page in English (it follows the browser).
      .setPreference('intl.accept_languages', 'en-GB, en')
      .windowSize({ width, height })
      // WebDriver BiDi: the console's errors and uncaught exceptions.
      .enableBidi();
    driver = await new Builder()
      .forBrowser('firefox')
      .setFirefoxOptions(options)
      .setFirefoxService(new firefox.ServiceBuilder(driverPath))
      .build();
    const pageLog = { consoleErrors: [], pageErrors: [] };
    const inspector = await LogInspector(driver);
    await inspector.onConsoleEntry((e) => e.level === 'error' && pageLog.consoleErrors.push(e.text));
    await inspector.onJavascriptException((e) => pageLog.pageErrors.push(e.text));
    driver.pageLog = pageLog;
  } else {
    if (!process.env.DISPLAY) throw new Error('webkit: no DISPLAY; run under `xvfb-run -a` (MiniBrowser has no headless mode)');
    const port = await portprober.findFreePort();
    const service = new remote.DriverService(driverPath, {
      port,
      hostname: '127.0.0.1',
      args: [`--port=${port}`],
    });
    const url = await service.start(30_000);
    driver = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: browser, args: ['--automation'] },
      })
      .build();
    const quit = driver.quit.bind(driver);
    driver.quit = async () => {
      try {
        await quit();
      } finally {
        await service.kill();
      }
    };
    await driver.manage().window().setRect({ width, height });
    driver.pageLog = null;
  }
  return driver;
}
