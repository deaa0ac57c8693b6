#!/usr/bin/env bash
# Install what `make play` / `make test` need. Idempotent, and fast when
# everything is already there: each tool is skipped when its `--version`
# already matches. Prints one line per tool.
#
#   scripts/setup.sh play   # wasm32 target, wasm-bindgen-cli, wasm-pack, npm deps
#   scripts/setup.sh test   # play + the browsers for the browser tests:
#                           # Chromium/chromedriver, Firefox ESR/geckodriver,
#                           # WebKitGTK (WebKitWebDriver, MiniBrowser), Xvfb;
#                           # cargo-fuzz for the fuzz targets
#                           # PostgreSQL for the game server's tests
#
# Only package registries are reachable here: crates.io (cargo install),
# npm (binaryen's wasm-opt, esbuild, Playwright, selenium-webdriver) and Debian apt
# (the browsers, PostgreSQL). Nothing downloads prebuilt binaries or browsers of its own.
set -euo pipefail

WASM_BINDGEN_VERSION=0.2.130 # must equal the `wasm-bindgen = "=..."` pin
WASM_PACK_VERSION=0.15.1     # builds the rules facade (page and npm package)
GECKODRIVER_VERSION=0.37.1   # drives Firefox ESR 153 (the WebDriver tests)
CARGO_FUZZ_VERSION=0.13.2    # the fuzz targets (fuzz/, scripts/fuzz.sh)
WASM_TARGET=wasm32-unknown-unknown

mode=${1:-test}
case "$mode" in
play | test) ;;
-h | --help)
    sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'
    exit 0
    ;;
*)
    echo "usage: $0 [play|test]" >&2
    exit 2
    ;;
esac

cd "$(dirname "$0")/.."
CARGO_BIN="${CARGO_HOME:-$HOME/.cargo}/bin"
# npm's binaryen wasm-opt first: Debian's wasm-opt 108 emits broken wasm.
export PATH="$PWD/node_modules/.bin:$CARGO_BIN:$PATH"

say() { printf 'setup: %-18s %s\n' "$1" "$2"; }
die() {
    printf 'setup: error: %s\n' "$*" >&2
    exit 1
}
have() { command -v "$1" >/dev/null 2>&1; }
# First line of `$1 --version`, or empty if the tool is missing.
version_of() { "$1" --version 2>/dev/null | head -n 1 || true; }

have cargo || die "cargo not found: install Rust with rustup (https://rustup.rs), then rerun"
have rustup || die "rustup not found: the wasm32 target is installed with rustup"
have node || die "node not found: install Node.js 20+ (e.g. apt-get install nodejs npm)"
have npm || die "npm not found: install npm"

# --- wasm32 target (for the toolchain pinned by rust-toolchain.toml) -------
if rustup target list --installed 2>/dev/null | grep -qx "$WASM_TARGET"; then
    say "$WASM_TARGET" "ok"
else
    say "$WASM_TARGET" "installing (rustup target add)"
    rustup target add "$WASM_TARGET"
fi

# --- wasm-bindgen-cli (wasm-bindgen + wasm-bindgen-test-runner) ------------
# Without --locked: its lock file wants a webpki-roots the registry lacks.
want="wasm-bindgen $WASM_BINDGEN_VERSION"
if [[ "$(version_of wasm-bindgen)" == "$want" && "$(version_of wasm-bindgen-test-runner)" == *"$WASM_BINDGEN_VERSION"* ]]; then
    say wasm-bindgen-cli "$WASM_BINDGEN_VERSION ok"
else
    say wasm-bindgen-cli "installing $WASM_BINDGEN_VERSION (cargo install, ~2.5 min on 2 cores)"
    cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
fi

# --- wasm-pack ---------------------------------------------------------------
# Run with --mode no-install: it uses the wasm-bindgen above, never downloads.
if [[ "$(version_of wasm-pack)" == "wasm-pack $WASM_PACK_VERSION" ]]; then
    say wasm-pack "$WASM_PACK_VERSION ok"
else
    say wasm-pack "installing $WASM_PACK_VERSION (cargo install --locked, ~2.5 min on 2 cores)"
    cargo install --locked wasm-pack --version "$WASM_PACK_VERSION"
fi

# --- npm packages: binaryen (wasm-opt 132), Playwright ----------------------
# npm writes node_modules/.package-lock.json on every install; compare to it.
stamp=node_modules/.package-lock.json
if [[ -f package-lock.json ]]; then
    if [[ ! -f "$stamp" || package-lock.json -nt "$stamp" || package.json -nt "$stamp" ]]; then
        say npm "installing (npm ci)"
        npm ci --no-audit --no-fund
        touch "$stamp"
    else
        say npm "ok (node_modules up to date)"
    fi
else
    say npm "installing (npm install: no package-lock.json)"
    npm install --no-audit --no-fund
    touch "$stamp"
fi
wasm_opt_version="$(version_of node_modules/.bin/wasm-opt)"
[[ "$wasm_opt_version" == *"version_132"* ]] ||
    die "node_modules/.bin/wasm-opt is not binaryen 132 (got '$wasm_opt_version'); rerun after rm -rf node_modules"
say wasm-opt "132 ok (node_modules/.bin, first on PATH)"

[[ "$mode" == test ]] || exit 0

# --- Chromium + chromedriver for the browser tests ---------------------------
# $CHROME (a Chromium/Chrome binary) wins; else Debian's /usr/bin/chromium,
# installed with apt when we are root.
if [[ -n "${CHROME:-}" ]]; then
    [[ -x "$CHROME" ]] || die "CHROME=$CHROME is not an executable file"
    say chromium "using \$CHROME=$CHROME ($(version_of "$CHROME"))"
elif [[ -x /usr/bin/chromium ]]; then
    say chromium "ok ($(version_of /usr/bin/chromium))"
elif [[ "$(id -u)" == 0 ]]; then
    say chromium "installing (apt-get install chromium chromium-driver)"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update
    apt-get install -y chromium chromium-driver
    say chromium "installed ($(version_of /usr/bin/chromium))"
else
    die "Chromium not found at /usr/bin/chromium and not root to apt-get install it. Install chromium (and chromium-driver), or set CHROME=/path/to/chrome"
fi
if have chromedriver; then
    say chromedriver "ok (only needed for run_in_browser wasm tests)"
elif [[ -z "${CHROME:-}" && "$(id -u)" == 0 ]]; then
    say chromedriver "installing (apt-get install chromium-driver)"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update
    apt-get install -y chromium-driver
else
    say chromedriver "missing (only needed for run_in_browser wasm tests)"
fi

# --- Firefox and WebKit for the WebDriver tests (tests/webdriver/) -----------
# Debian's firefox-esr and webkit2gtk-driver (WebKitWebDriver and WebKitGTK's
# MiniBrowser), and Xvfb for MiniBrowser, which has no headless mode. One
# apt-get run for whatever is missing. $FIREFOX / $WEBKIT_DRIVER, when set,
# name browsers installed some other way.
apt_missing=()
if [[ -n "${FIREFOX:-}" ]]; then
    [[ -x "$FIREFOX" ]] || die "FIREFOX=$FIREFOX is not an executable file"
    say firefox "using \$FIREFOX=$FIREFOX ($(version_of "$FIREFOX"))"
elif [[ -x /usr/bin/firefox-esr ]]; then
    say firefox "ok ($(version_of /usr/bin/firefox-esr))"
else
    apt_missing+=(firefox-esr)
fi
if [[ -n "${WEBKIT_DRIVER:-}" ]]; then
    [[ -x "$WEBKIT_DRIVER" ]] || die "WEBKIT_DRIVER=$WEBKIT_DRIVER is not an executable file"
    say webkit "using \$WEBKIT_DRIVER=$WEBKIT_DRIVER"
elif [[ -x /usr/bin/WebKitWebDriver ]]; then
    # WebKitWebDriver and MiniBrowser have no --version: ask dpkg.
    say webkit "ok (WebKitGTK $(dpkg-query -W -f='${Version}' webkit2gtk-driver 2>/dev/null || echo '?'))"
else
    apt_missing+=(webkit2gtk-driver)
fi
if have xvfb-run && have xauth; then
    say xvfb "ok"
else
    apt_missing+=(xvfb xauth)
fi
# PostgreSQL for the game server's tests (scripts/test-server.sh starts a
# throwaway cluster of its own; the package's own cluster is not used).
if compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then
    say postgresql "ok ($(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1))"
else
    apt_missing+=(postgresql)
fi
if ((${#apt_missing[@]})); then
    [[ "$(id -u)" == 0 ]] ||
        die "missing ${apt_missing[*]} and not root to apt-get install them; install them (Debian/Ubuntu: apt-get install ${apt_missing[*]}), or set FIREFOX= / WEBKIT_DRIVER="
    say apt "installing ${apt_missing[*]} (apt-get, ~1 min)"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update
    apt-get install -y "${apt_missing[@]}"
    for pkg in "${apt_missing[@]}"; do say "$pkg" "installed"; done
fi

# --- geckodriver (Firefox's WebDriver) ---------------------------------------
if [[ "$(version_of geckodriver)" == "geckodriver $GECKODRIVER_VERSION"* ]]; then
    say geckodriver "$GECKODRIVER_VERSION ok"
else
    say geckodriver "installing $GECKODRIVER_VERSION (cargo install --locked, ~3-5 min on 2 cores)"
    cargo install --locked geckodriver --version "$GECKODRIVER_VERSION"
fi

# --- cargo-fuzz (the fuzz targets in fuzz/, run by scripts/fuzz.sh) ----------
# Runs on the pinned stable Rust: scripts/fuzz.sh sets RUSTC_BOOTSTRAP=1 for
# the sanitizer flags libFuzzer builds need (docs/dev/setup.md, "Fuzzing").
if [[ "$(version_of cargo-fuzz)" == "cargo-fuzz $CARGO_FUZZ_VERSION" ]]; then
    say cargo-fuzz "$CARGO_FUZZ_VERSION ok"
else
    say cargo-fuzz "installing $CARGO_FUZZ_VERSION (cargo install --locked, ~1 min on 2 cores)"
    cargo install --locked cargo-fuzz --version "$CARGO_FUZZ_VERSION"
fi
