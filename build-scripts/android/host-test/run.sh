#!/usr/bin/env bash
# run.sh CLASSES_DIR [APP_ID [BACK_OPT_IN [ACCESS_TREE]]] — the activity's Java side on the host JVM (see hosttest/ShellTest.java):
# the very class files build-android.sh turns into classes.dex (CLASSES_DIR, e.g.
# target/android-nondk/java/obj), over the stand-in android.* classes in framework/, with
# quad-native-recorder.c as libmain.so in place of the game. Needs javac/java (a JDK) and a C
# compiler with the JDK's jni.h; build-android.sh runs it in its verify step. BACK_OPT_IN is
# the manifest's android:enableOnBackInvokedCallback as built (true/false; empty: not set).
# ACCESS_TREE is examples/access_tree built for the host: with it, hosttest/AccessTest.java runs
# TalkBack on the node provider over the trees the game makes.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
CLASSES=$(cd "$1" && pwd); APP_ID=${2:-rust.reversi}; BACK_OPT_IN=${3:-}; ACCESS_TREE=${4:-}
OUT=$(mktemp -d); trap 'rm -rf "$OUT"' EXIT
JDK=$(dirname "$(dirname "$(readlink -f "$(command -v javac)")")")
CC=${CC:-$(command -v cc || command -v clang-14)}
mkdir -p "$OUT/classes" "$OUT/lib"
# the stand-in framework first on the class path: it answers the app's android.* references
mapfile -t SRC < <(find "$HERE/framework" "$HERE/hosttest" -name '*.java')
javac -nowarn -encoding UTF-8 -d "$OUT/classes" "${SRC[@]}"
"$CC" -shared -fPIC -O1 -I"$JDK/include" -I"$JDK/include/linux" -o "$OUT/lib/libmain.so" "$HERE/quad-native-recorder.c"
java -Djava.library.path="$OUT/lib" -Dhosttest.backOptIn="$BACK_OPT_IN" -cp "$OUT/classes:$CLASSES" hosttest.ShellTest "$APP_ID.MainActivity"
if [ -n "$ACCESS_TREE" ]; then
  java -Djava.library.path="$OUT/lib" -cp "$OUT/classes:$CLASSES" hosttest.AccessTest "$APP_ID.MainActivity" "$ACCESS_TREE"
fi
