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
  if ! { [ -f "$stamp" ] && [ "$stamp" -nt pnpm-lock.yaml ] && [ "$stamp" -nt package.json ]; }; then
    say "Installing packages with pnpm ${PNPM_VERSION}"
    $PNPM install --frozen-lockfile --reporter=append-only | grep -vE '^(Progress|Packages):' || die "pnpm install failed"
    touch "$stamp"
  fi
  ensure_artifacts
}

# The contract templates' ABI and bytecode (packages/chains/artifacts, generated and not committed:
# docs/decisions/0074). Compiled with solc-js in a few seconds; skipped while the sources are unchanged.
ensure_artifacts() {
  node packages/chains/scripts/compile.mjs || die "Compiling the contract templates failed"
}

# The browser the tests drive and the visual baselines are made with: Chromium's headless shell
# (Debian's chromium-headless-shell; docs/decisions/0082), or the binary CHROMIUM_HEADLESS_PATH names.
find_headless_shell() {
  if [ -n "${CHROMIUM_HEADLESS_PATH:-}" ] && [ -x "${CHROMIUM_HEADLESS_PATH}" ]; then echo "$CHROMIUM_HEADLESS_PATH"; return; fi
  if command -v chromium-headless-shell >/dev/null; then command -v chromium-headless-shell; fi
}

# The fonts the visual baselines are made with: each family the design system's font stacks name
# (packages/ui/src/theme/tokens.ts), and the Debian package that provides it. Checked by family name,
# so a machine with some other CJK or Latin font still gets exactly these.
REQUIRED_FONTS=(
  "Liberation Sans:fonts-liberation"
  "Liberation Mono:fonts-liberation"
  "Noto Sans CJK SC:fonts-noto-cjk"
  "Noto Sans CJK JP:fonts-noto-cjk"
  "Noto Sans Mono CJK SC:fonts-noto-cjk"
  "DejaVu Sans:fonts-dejavu-core"
)

# Prints the Debian packages whose font families are missing (fontconfig itself when fc-list is).
missing_font_packages() {
  if ! command -v fc-list >/dev/null; then
    printf '%s\n' fontconfig "${REQUIRED_FONTS[@]#*:}" | sort -u
    return
  fi
  local families entry
  families=$(fc-list : family 2>/dev/null | tr ',' '\n')
  for entry in "${REQUIRED_FONTS[@]}"; do
    grep -qxF "${entry%%:*}" <<<"$families" || echo "${entry#*:}"
  done | sort -u
}

apt_install() {
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    say "Installing $* with apt-get"
    export DEBIAN_FRONTEND=noninteractive
    if [ -z "${APT_UPDATED:-}" ]; then apt-get update -qq >/dev/null; APT_UPDATED=1; fi
    apt-get install -y -qq --no-install-recommends "$@" >/dev/null || die "apt-get install $* failed"
  else
    die "The browser tests and screenshots need these system packages: $*. Install them (Debian/Ubuntu: sudo apt-get install $*); for Chromium's headless shell you may instead set CHROMIUM_HEADLESS_PATH to its binary."
  fi
}

ensure_browser() {
  local path
  path=$(find_headless_shell || true)
  if [ -z "$path" ]; then apt_install chromium-headless-shell; path=$(find_headless_shell || true); fi
  [ -n "$path" ] || die "No chromium-headless-shell found after installing it; set CHROMIUM_HEADLESS_PATH."
  local fonts
  fonts=$(missing_font_packages)
  # shellcheck disable=SC2086 # one word per package
  if [ -n "$fonts" ]; then apt_install $fonts; fc-cache -f >/dev/null 2>&1 || true; fi
  fonts=$(missing_font_packages)
  [ -z "$fonts" ] || die "Fonts still missing after the install (packages: $(echo $fonts)). The screenshots need them."
  export CHROMIUM_HEADLESS_PATH="$path"
}

# Debian's nginx (with its Brotli module where the distribution has one) for `npm run serve:prod`,
# the nginx browser tests and the Lighthouse benchmark. Only the binary is used: it runs as the
# current user with a configuration rendered under .tmp/ (scripts/serve/stack.mjs), never as a service.
find_nginx() {
  if [ -n "${NGINX_PATH:-}" ] && [ -x "${NGINX_PATH}" ]; then echo "$NGINX_PATH"; return; fi
  for c in nginx /usr/sbin/nginx; do
    if command -v "$c" >/dev/null; then command -v "$c"; return; fi
  done
}

ensure_nginx() {
  local path
  path=$(find_nginx || true)
  if [ -z "$path" ]; then
    local packages=(nginx)
    # The package lists first (a fresh machine has none), so the Brotli module is found when it exists.
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null && [ -z "${APT_UPDATED:-}" ]; then
      apt-get update -qq >/dev/null && APT_UPDATED=1
    fi
    if command -v apt-cache >/dev/null && apt-cache show libnginx-mod-http-brotli-filter >/dev/null 2>&1; then
      packages+=(libnginx-mod-http-brotli-filter)
    fi
    # Only the binary is wanted: a policy-rc.d that answers 101 keeps the package's post-install
    # from starting nginx as a system service on port 80 (removed again afterwards).
    local policy=/usr/sbin/policy-rc.d added_policy=
    if [ "$(id -u)" = 0 ] && [ ! -e "$policy" ]; then
      printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy" && added_policy=1
    fi
    apt_install "${packages[@]}"
    if [ -n "$added_policy" ]; then rm -f "$policy"; fi
    path=$(find_nginx || true)
  fi
  [ -n "$path" ] || die "No nginx found after installing it; set NGINX_PATH."
  export NGINX_PATH="$path"
  # The nginx served over TLS (e2e-nginx/tls.spec.ts, the Lighthouse benchmark) gets a certificate
  # that openssl makes for the run (scripts/serve/stack.mjs).
  command -v openssl >/dev/null || apt_install openssl
}
