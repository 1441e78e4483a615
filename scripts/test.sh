#!/usr/bin/env bash
# Runs every test: type check, lint, locale parity, unit tests, Storybook build and test-runner
# (play, axe, visual), the portal build with its size budget, and the browser journeys.
#   --update-visual   rewrite the visual baselines (Storybook screenshots and Playwright snapshots)
#   --only STEP[,..]  run some steps (names as printed in the summary)
source "$(dirname "$0")/ensure.sh"
ensure_node
ensure_packages
ensure_browser
exec node scripts/test-all.mjs "$@"
