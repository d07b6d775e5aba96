#!/bin/sh
# Env: ANDROID_CLANG_TARGET (e.g. aarch64-linux-android), ANDROID_MIN_SDK, ANDROID_STUB_SYSROOT
exec python3 "$(dirname "$0")/quadapk.py" link "$@"
