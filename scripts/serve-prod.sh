#!/usr/bin/env bash
# `npm run serve:prod`: the production build behind nginx with the mock backend as an HTTP API
# (scripts/serve-prod.mjs). Installs nginx first when it is missing.
source "$(dirname "$0")/ensure.sh"
ensure_node
ensure_packages
ensure_nginx
exec node scripts/serve-prod.mjs "$@"
