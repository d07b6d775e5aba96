#!/usr/bin/env bash
# Determinism on a 64-bit ARM CPU (R-CPU-8): the core's unit tests and every integration
# test (the golden games in tests/golden.rs included) built for aarch64-unknown-linux-gnu and
# run under qemu-aarch64 user mode. Installs what it needs (Debian packages, rustup target).
# Shares the cargo target dir with the other CI steps (target/aarch64-unknown-linux-gnu/).
set -euo pipefail
cd "$(dirname "$0")/.."
source build-scripts/lib.sh
T0=$(date +%s)

need_packages --no-recommends qemu-user gcc-aarch64-linux-gnu libc6-dev-arm64-cross
need_rust_target aarch64-unknown-linux-gnu

export CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_LINKER=aarch64-linux-gnu-gcc
export CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_RUNNER="qemu-aarch64 -L /usr/aarch64-linux-gnu"
echo "== cargo test (core, no gui) for aarch64-unknown-linux-gnu under qemu-aarch64"
cargo test --no-default-features --release --target aarch64-unknown-linux-gnu --lib --tests "$@"
echo "== aarch64 tests passed ($(( $(date +%s) - T0 )) s)"
