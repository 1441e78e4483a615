#!/usr/bin/env bash
# Runs the portal on http://127.0.0.1:5173. With no VITE_API_BASE_URL it starts the demo backend
# (the mock server in the browser); with one, it talks to that API.
source "$(dirname "$0")/ensure.sh"
ensure_node
ensure_packages
say "Starting the portal on http://127.0.0.1:5173/ ${VITE_API_BASE_URL:+(API: $VITE_API_BASE_URL)}"
exec $PNPM --filter @chainportal/portal dev "$@"
