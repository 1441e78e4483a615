# Bootstraps what the README commands need on a fresh machine with only Node installed.
# Sourced by scripts/portal.sh and scripts/test.sh; safe to run again (each step is skipped when done).
set -euo pipefail

PNPM_VERSION=10.34.9
REQUIRED_NODE=20.19.0
export PNPM="npx -y pnpm@${PNPM_VERSION}"
export COREPACK_ENABLE_STRICT=0
cd "$(dirname "${BASH_SOURCE[0]}")/.."

say() { printf '\033[1m==> %s\033[0m\n' "$*"; }
die() { printf '\033[31mERROR: %s\033[0m\n' "$*" >&2; exit 1; }

ensure_node() {
  command -v node >/dev/null || die "Node.js ${REQUIRED_NODE} or newer is required: install it from https://nodejs.org"
  node -e "
    const [a,b,c]=process.versions.node.split('.').map(Number), [x,y,z]='${REQUIRED_NODE}'.split('.').map(Number);
    process.exit(a>x||(a===x&&(b>y||(b===y&&c>=z)))?0:1)" ||
    die "Node.js ${REQUIRED_NODE} or newer is required (found $(node --version))."
}

ensure_packages() {
  local stamp=node_modules/.install-stamp
  if [ -f "$stamp" ] && [ "$stamp" -nt pnpm-lock.yaml ] && [ "$stamp" -nt package.json ]; then return; fi
  say "Installing packages with pnpm ${PNPM_VERSION}"
  $PNPM install --frozen-lockfile --reporter=append-only | grep -vE '^(Progress|Packages):' || die "pnpm install failed"
  touch "$stamp"
}

find_chromium() {
  if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "${CHROMIUM_PATH}" ]; then echo "$CHROMIUM_PATH"; return; fi
  for c in chromium chromium-browser google-chrome-stable google-chrome; do
    if command -v "$c" >/dev/null; then command -v "$c"; return; fi
  done
}

has_cjk_font() { command -v fc-list >/dev/null && [ -n "$(fc-list :lang=zh family 2>/dev/null)" ]; }

apt_install() {
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    say "Installing $* with apt-get"
    export DEBIAN_FRONTEND=noninteractive
    if [ -z "${APT_UPDATED:-}" ]; then apt-get update -qq >/dev/null; APT_UPDATED=1; fi
    apt-get install -y -qq --no-install-recommends "$@" >/dev/null || die "apt-get install $* failed"
  else
    die "The browser tests need $*. Install them (Debian/Ubuntu: sudo apt-get install $*), or set CHROMIUM_PATH to a Chromium binary."
  fi
}

ensure_browser() {
  local path
  path=$(find_chromium || true)
  if [ -z "$path" ]; then apt_install chromium; path=$(find_chromium || true); fi
  [ -n "$path" ] || die "No Chromium found after installing it; set CHROMIUM_PATH."
  has_cjk_font || apt_install fonts-noto-cjk fontconfig
  export CHROMIUM_PATH="$path"
}
