#!/usr/bin/env bash
# The pure core's tests (lib + tests/, e.g. the golden games) built for wasm32-wasip1 and run
# under Node's WASI: the CPU must give the same replies in WebAssembly as natively (R-CPU-8).
# Installs what it needs: the Rust target and Debian's nodejs (run as root or with sudo).
set -euo pipefail
cd "$(dirname "$0")/.."
source build-scripts/lib.sh

need_rust_target wasm32-wasip1
need_packages nodejs:node
# node:wasi with `version: "preview1"` needs Node 18.17 or newer (this machine kind has 20).
node -e 'process.exit(Number(process.versions.node.split(".")[0]) >= 18 ? 0 : 1)' || {
    echo "node $(node --version) is too old for node:wasi" >&2
    exit 1
}

export CARGO_TARGET_WASM32_WASIP1_RUNNER="node --no-warnings $PWD/build-scripts/wasi-runner.mjs"
# storage::file is the desktop/Android backend (never built into the browser game); its tests
# need std::env::temp_dir, which WASI preview 1 does not have.
cargo test --locked --no-default-features --target wasm32-wasip1 --release --lib --tests "$@" \
    -- --skip storage::file::
