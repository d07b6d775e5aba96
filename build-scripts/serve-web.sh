#!/usr/bin/env bash
# Serves the browser build (target/web/, from build-web.sh) on 127.0.0.1 only.
# Usage: build-scripts/serve-web.sh [PORT]   (default 8080), then open http://127.0.0.1:PORT/
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${1:-8080}"
if [ ! -f target/web/index.html ]; then
    echo "no target/web/index.html: run build-scripts/build-web.sh first" >&2
    exit 1
fi
echo "Reversi at http://127.0.0.1:$PORT/  (?debug shows timings, ?bench times the Hard CPU)"
exec python3 -m http.server "$PORT" --bind 127.0.0.1 --directory target/web
