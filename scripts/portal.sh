#!/usr/bin/env bash
# Runs the portal on http://127.0.0.1:5173. With no VITE_API_BASE_URL it starts the demo backend
# (the mock server in the browser); with one, it talks to that API. The platform chains: one anvil
# each on 127.0.0.1 (scripts/serve/chains.mjs; ports CHAIN_PORTS, default 18545,18546; testnet ids
# with VITE_WALLET_NETWORK=testnet), given to the dev server as VITE_CHAIN_RPC_URLS and stopped with
# it; when VITE_CHAIN_RPC_URLS is already set, those chains are used and none is started.
source "$(dirname "$0")/ensure.sh"
ensure_node
ensure_packages
say "Starting the portal on http://127.0.0.1:5173/ ${VITE_API_BASE_URL:+(API: $VITE_API_BASE_URL)}"
# Vite itself (the portal's `dev` script) under the chains' runner: a signal reaches it directly.
cd packages/portal
exec node ../../scripts/serve/chains.mjs -- ../../node_modules/.bin/vite "$@"
