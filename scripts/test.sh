#!/usr/bin/env bash
# Runs every test: type check, lint, locale parity, unit tests, Storybook build and test-runner
# (play, axe, visual), the portal build with its size budget, the browser journeys, and the
# production build behind nginx (headers and CSP).
#   --update-visual   rewrite the visual baselines (Storybook screenshots and Playwright snapshots)
#   --only STEP[,..]  run some steps (names as printed in the summary)
source "$(dirname "$0")/ensure.sh"
ensure_node
ensure_packages
ensure_browser
ensure_nginx
exec node scripts/test-all.mjs "$@"
