#!/usr/bin/env bash
# smoke-android.sh — run the APK's arm64 libmain.so WITHOUT Android: qemu-aarch64 user mode +
# aarch64 glibc, with stand-ins for the device (adapted from ../shared/android/smoke-test-so.sh,
# the shared folder beside the repository):
#   libc.so/libm.so/libdl.so  -> forward to glibc (fixes __errno, strerror_r, sysconf ABI)
#   liblog.so                 -> prints "logcat" lines to stderr; a Rust panic fails the test
#   libandroid.so             -> fake ANativeWindow, AAssetManager reading $ASSETS
#   libEGL.so + GLES          -> fake EGL/GL that counts frames and hashes every frame's
#                                vertex/index uploads (what is drawn)
#   libOpenSLES.so            -> fake OpenSL ES (sound): accepts everything, plays nothing
#   harness                   -> fake JavaVM/JNIEnv and a fake MainActivity answering
#                                getFilesDir(), Locale.getDefault().toLanguageTag(),
#                                getResources().getDisplayMetrics().density, moveTaskToBack(),
#                                Settings.Global.getFloat("animator_duration_scale")
# It checks, in order:
#   1. the library loads (all relocations bound), JNI_OnLoad, activityOnCreate, the render
#      thread, EGL/GL set-up; the first screen is drawn, then no more frames (the game draws
#      only when something changes);
#   2. the game asked the activity for its files directory, the language and the density;
#   3. a tap on Easy in the menu starts a game (the picture changes); a tap on a legal square
#      (d3 for Black) changes what is drawn, and the game is saved into the directory
#      getFilesDir() reported (game.json), atomically (no temporary left); nothing is written
#      to the working directory; the move's frames stop when the reply has settled, and no
#      frame is drawn in 3 s of waiting for the player (idle-probe line);
#   4. pause (onPause) -> the game is saved again; surface destroyed: no frames and the render
#      thread idles; surface re-created, resume -> the same picture as before the pause; a
#      resize mid-game (width and height swapped, then back) draws at once and lays the game
#      out anew each time;
#   5. Back in the game -> the menu (the game stays saved); Back in the menu -> the app
#      leaves to the background (activity.moveTaskToBack(true)).
# It cannot check real bionic, real GL output or the Java side (see the README).
# Usage: smoke-android.sh [path/to/libmain.so] [assets-dir]
#   default: target/aarch64-linux-android/release/libmain.so (build-android.sh builds it)
#   env: SCREEN="w h" (1080 2160), DENSITY (2.625), TAPS="x y;x y" (Easy, then d3: from
#        src/ui/layout.rs for that screen, kept true by tests/android_layout.rs), LOCALE
#        (de-DE), TIMEOUT (300 s), WORK (its build folder)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
SO=$(realpath "${1:-${CARGO_TARGET_DIR:-$ROOT/target}/aarch64-linux-android/release/libmain.so}")
ASSETS=$(realpath "${2:-$ROOT/assets}" 2>/dev/null || echo /nonexistent)
[ -f "$SO" ] || { echo "no $SO: run build-scripts/build-android.sh first" >&2; exit 1; }
FRAMES=${FRAMES:-100000}   # safety net only: the harness ends the run when its checks are done
read -r SW SH <<< "${SCREEN:-1080 2160}"
# the menu's Easy button, then d3 on the board, for 1080x2160 at density 2.625
# (tests/android_layout.rs checks these against src/ui/layout.rs)
TAPS=${TAPS:-540 660;477 889}
IFS=';' read -r TAP1 TAP2 <<< "$TAPS"; read -r TX TY <<< "$TAP1"; read -r TX2 TY2 <<< "$TAP2"
LOCALE=${LOCALE:-de-DE}; DENSITY=${DENSITY:-2.625}
W=${WORK:-$(mktemp -d)}; rm -rf "$W/lib" "$W/files" "$W/cwd"; mkdir -p "$W/lib" "$W/files" "$W/cwd"
pkgs=(qemu-user gcc-aarch64-linux-gnu libc6-dev-arm64-cross)
missing=(); for p in "${pkgs[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
if ((${#missing[@]})); then apt-get update -qq; DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null; fi
CC=aarch64-linux-gnu-gcc
cd "$W"
# sysconf(): the .so passes bionic's _SC_* numbers, glibc expects its own. The bionic
# numbers are read from the `libc` crate's Android declarations in cargo's registry
# (the crate every Rust Android build compiles); each is mapped to glibc's at run time.
LIBC_RS=${LIBC_RS:-$(ls -d "${CARGO_HOME:-$HOME/.cargo}"/registry/src/*/libc-0.2.*/src/unix/linux_like/android/mod.rs 2>/dev/null | sort -V | tail -1)}
[ -f "$LIBC_RS" ] || { echo "libc crate sources not found in cargo's registry: build the APK first, or set LIBC_RS=.../libc-0.2.x/src/unix/linux_like/android/mod.rs" >&2; exit 1; }
{ echo '#include <unistd.h>'; echo 'static int sc_map(int b) { switch (b) {'
  sed -nE 's/^pub const (_SC_[A-Z0-9_]+): (::)?c_int = (0x[0-9a-fA-F]+|[0-9]+);.*/\1 \3/p' "$LIBC_RS" | sort -u -k1,1 |
    while read -r n v; do printf '#ifdef %s\ncase %s: return %s;\n#endif\n' "$n" "$v" "$n"; done
  echo 'default: return -1; } }'; } > sc_map.h
cat > libc_shim.c <<'CEOF'
#include <errno.h>
#include <stddef.h>
#include "sc_map.h"
extern int __xpg_strerror_r(int, char *, size_t);
extern long __sysconf(int);
int *__errno(void) { return __errno_location(); }
/* counts the render loop's turns: miniquad and macroquad call thread::yield_now() each turn */
#include <sys/syscall.h>
#include <unistd.h>
volatile long shim_yields;
int sched_yield(void) { __atomic_add_fetch(&shim_yields, 1, __ATOMIC_RELAXED); return (int)syscall(SYS_sched_yield); }
int strerror_r(int e, char *b, size_t n) { return __xpg_strerror_r(e, b, n); }
long sysconf(int name) { int g = sc_map(name); if (g < 0) { errno = EINVAL; return -1; } return __sysconf(g); }
CEOF
cat > liblog_shim.c <<'CEOF'
#include <stdio.h>
#include <string.h>
#include <unistd.h>
int __android_log_write(int prio, const char *tag, const char *msg) {
  fprintf(stderr, "[logcat %d %s] %s\n", prio, tag ? tag : "", msg ? msg : "");
  if (msg && strstr(msg, "panicked at")) { fprintf(stderr, "SMOKE TEST FAILED: Rust panic\n"); fflush(stderr); _exit(3); }
  return 1; }
CEOF
cat > libandroid_shim.c <<'CEOF'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
struct asset { char *buf; long len, pos; };
void *ANativeWindow_fromSurface(void *env, void *surface) { return (void *)0x1234; }
void ANativeWindow_release(void *w) {}
void ANativeWindow_acquire(void *w) {}
int32_t ANativeWindow_getWidth(void *w) { return atoi(getenv("SW")); }
int32_t ANativeWindow_getHeight(void *w) { return atoi(getenv("SH")); }
void *AAssetManager_fromJava(void *env, void *mgr) { return mgr ? (void *)0x5678 : NULL; }
struct asset *AAssetManager_open(void *mgr, const char *name, int mode) {
  char p[4096]; snprintf(p, sizeof p, "%s/%s", getenv("ASSET_DIR"), name);
  FILE *f = fopen(p, "rb"); fprintf(stderr, "[libandroid] AAssetManager_open(%s): %s\n", name, f ? "found" : "missing");
  if (!f) return NULL; struct asset *a = calloc(1, sizeof *a);
  fseek(f, 0, SEEK_END); a->len = ftell(f); fseek(f, 0, SEEK_SET); a->buf = malloc(a->len + 1);
  a->len = fread(a->buf, 1, a->len, f); fclose(f); return a; }
int64_t AAsset_getLength64(struct asset *a) { return a->len; }
off_t AAsset_getLength(struct asset *a) { return a->len; }
int AAsset_read(struct asset *a, void *buf, size_t n) { long k = a->len - a->pos; if ((long)n < k) k = n;
  memcpy(buf, a->buf + a->pos, k); a->pos += k; return (int)k; }
void AAsset_close(struct asset *a) { free(a->buf); free(a); }
CEOF
cat > egl_fake.c <<'CEOF'
/* Fake libEGL.so + GLES for a headless smoke run of a miniquad Android .so under qemu.
   Records draw calls; exits the process after FRAMES frames. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <unistd.h>
#define EGL_RED_SIZE 0x3024
#define EGL_GREEN_SIZE 0x3023
#define EGL_BLUE_SIZE 0x3022
#define EGL_ALPHA_SIZE 0x3021
#define EGL_DEPTH_SIZE 0x3025
static long frames, draws, indices, last_indices = -1;
static unsigned long long hash = 1469598103934665603ULL, last_hash;   /* FNV-1a of a frame's uploads */
static unsigned next_id = 1;
static long generic(void) { return 1; }
static long zero(void) { return 0; }
static void hash_bytes(const void *p, long n) {
  const unsigned char *b = p; for (long i = 0; b && i < n; i++) { hash ^= b[i]; hash *= 1099511628211ULL; } }
void *eglGetDisplay(void *d) { (void)d; return (void *)0x100; }
unsigned eglInitialize(void *d, int *ma, int *mi) { if (ma) *ma = 1; if (mi) *mi = 4; return 1; }
unsigned eglChooseConfig(void *d, const int *attr, void **cfgs, int n, int *num) { cfgs[0] = (void *)0x200; *num = 1; return 1; }
unsigned eglGetConfigAttrib(void *d, void *c, int a, int *v) {
  *v = (a == EGL_RED_SIZE || a == EGL_GREEN_SIZE || a == EGL_BLUE_SIZE || a == EGL_ALPHA_SIZE) ? 8 : a == EGL_DEPTH_SIZE ? 16 : 0; return 1; }
void *eglCreateContext(void *d, void *c, void *s, const int *a) { return (void *)0x300; }
void *eglCreateWindowSurface(void *d, void *c, void *w, const int *a) { fprintf(stderr, "[egl] window surface on ANativeWindow %p\n", w); return (void *)0x400; }
unsigned eglMakeCurrent(void *d, void *a, void *b, void *c) { return 1; }
int eglGetError(void) { return 0x3000; }
unsigned eglQuerySurface(void *d, void *s, int a, int *v) { *v = 0; return 1; }
unsigned eglSwapBuffers(void *d, void *s) {
  frames++;
  if (indices != last_indices) { fprintf(stderr, "[egl] frame %ld: %ld draw calls, %ld indices\n", frames, draws, indices); last_indices = indices; }
  last_hash = hash; hash = 1469598103934665603ULL;
  draws = indices = 0;
  long max = getenv("FRAMES") ? atol(getenv("FRAMES")) : 100000;
  if (frames >= max) { fprintf(stderr, "[egl] %ld frames rendered and the harness has not finished - giving up\n", frames); fflush(stderr); _exit(4); }
  return 1; }
unsigned long long eglFrameHash(void) { return last_hash; }
long eglFrames(void) { return frames; }
/* --- GLES --- */
static const unsigned char *glGetString_(unsigned n) { return (const unsigned char *)(n == 0x1F02 ? "OpenGL ES 3.0 fake" : n == 0x8B8C ? "OpenGL ES GLSL ES 3.00" : ""); }
static const unsigned char *glGetStringi_(unsigned n, unsigned i) { return (const unsigned char *)""; }
static void glGetIntegerv_(unsigned p, int *v) { *v = (p == 0x0D33 || p == 0x84E8) ? 4096 : (p == 0x8869 || p == 0x8872 || p == 0x8B4D) ? 16 : 0; }
static void glGetShaderiv_(unsigned s, unsigned p, int *v) { *v = (p == 0x8B81) ? 1 : 0; }
static void glGetProgramiv_(unsigned s, unsigned p, int *v) { *v = (p == 0x8B82) ? 1 : 0; }
static int attr_next;
static unsigned glCreate_(void) { attr_next = 0; return next_id++; }
static void glGen_(int n, unsigned *ids) { for (int i = 0; i < n; i++) ids[i] = next_id++; }
static unsigned glCheckFramebufferStatus_(unsigned t) { return 0x8CD5; }
static int glGetLocation_(unsigned p, const char *name) { return (int)(next_id++ % 8); }
static int glGetAttribLocation_(unsigned p, const char *name) { return attr_next++ % 4; }
static void glDrawElements_(unsigned mode, int count, unsigned type, const void *idx) { draws++; indices += count; hash_bytes(&count, sizeof count); }
static void glBufferData_(unsigned t, long size, const void *data, unsigned usage) { if (data) hash_bytes(data, size); }
static void glBufferSubData_(unsigned t, long off, long size, const void *data) { hash_bytes(&off, sizeof off); hash_bytes(data, size); }
static void glDrawElementsInstanced_(unsigned mode, int count, unsigned type, const void *idx, int inst) { draws++; indices += count; }
static void glInfoLog_(unsigned o, int max, int *len, char *log) { if (len) *len = 0; if (max > 0 && log) log[0] = 0; }
typedef void (*fn)(void);
fn eglGetProcAddress(const char *n) {
  static const struct { const char *name; void *f; } t[] = {
    {"glGetString", (void *)glGetString_}, {"glGetStringi", (void *)glGetStringi_}, {"glGetIntegerv", (void *)glGetIntegerv_},
    {"glGetShaderiv", (void *)glGetShaderiv_}, {"glGetProgramiv", (void *)glGetProgramiv_},
    {"glCreateShader", (void *)glCreate_}, {"glCreateProgram", (void *)glCreate_},
    {"glGenBuffers", (void *)glGen_}, {"glGenTextures", (void *)glGen_}, {"glGenFramebuffers", (void *)glGen_},
    {"glGenRenderbuffers", (void *)glGen_}, {"glGenVertexArrays", (void *)glGen_}, {"glGenQueries", (void *)glGen_},
    {"glCheckFramebufferStatus", (void *)glCheckFramebufferStatus_}, {"glGetError", (void *)zero},
    {"glGetAttribLocation", (void *)glGetAttribLocation_}, {"glGetUniformLocation", (void *)glGetLocation_},
    {"glDrawElements", (void *)glDrawElements_}, {"glDrawElementsInstanced", (void *)glDrawElementsInstanced_},
    {"glGetShaderInfoLog", (void *)glInfoLog_}, {"glGetProgramInfoLog", (void *)glInfoLog_},
    {"glBufferData", (void *)glBufferData_}, {"glBufferSubData", (void *)glBufferSubData_},
  };
  for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) if (!strcmp(n, t[i].name)) return (fn)t[i].f;
  return (fn)zero; }
CEOF
# every function miniquad's LibEgl loads must exist: generic ones return EGL_TRUE
MQV=$(awk '$1=="name" && $3=="\"miniquad\"" {getline; gsub(/"/, "", $3); print $3; exit}' "$ROOT/Cargo.lock")
MQ_EGL=${MQ_EGL:-$(ls -d "${CARGO_HOME:-$HOME/.cargo}"/registry/src/*/miniquad-"${MQV:-0.4.}"*/src/native/egl.rs | sort -V | tail -1)}
[ -f "$MQ_EGL" ] || { echo "miniquad's egl.rs not found in cargo's registry: build the APK first (or set MQ_EGL)" >&2; exit 1; }
for f in $(grep -oE "pub fn (egl[A-Za-z]+)\(" "$MQ_EGL" | sed 's/pub fn //; s/(//' | sort -u); do
  grep -qE "[ *]$f\(" egl_fake.c || echo "long $f(void) { return 1; }" >> egl_fake.c
done
cat > harness.c <<'CEOF'
/* Drives the Android .so the way miniquad's MainActivity does, with a fake JavaVM/JNIEnv
   and a fake activity, on aarch64 glibc under qemu-user (no Android runtime). */
#define _GNU_SOURCE
#include <dirent.h>
#include <dlfcn.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
static void *env_table[300], *vm_table[16];
static void *env_ptr = env_table, *vm_ptr = vm_table;   /* JNIEnv*, JavaVM* point at these */
static long jgeneric(void) { return 1; }
static long jzero(void) { return 0; }
static int attach(void *vm, void **penv, void *a) { *penv = &env_ptr; return 0; }
static void *sym(void *h, const char *n) { void *p = dlsym(h, n); if (!p) { fprintf(stderr, "missing %s\n", n); exit(2); } return p; }
static int fails;
static void check(int ok, const char *what) { fprintf(stderr, "[harness] %s: %s\n", ok ? "ok  " : "FAIL", what); if (!ok) fails++; }

/* ---- the fake activity: objects are small tagged handles, method/field ids their names */
enum { O_ACTIVITY = 1, O_CLASS = 0x600, O_FILE, O_RESOURCES, O_METRICS, O_LOCALE, O_STR_PATH, O_STR_TAG, O_RESOLVER };
static volatile int asked_files, asked_locale, asked_density, asked_animator, moved_to_back, wrong_calls;
static const char *files_dir(void) { return getenv("FILES_DIR"); }
static void *FindClass(void *env, const char *name) { return (void *)(long)O_CLASS; }
static void *GetObjectClass(void *env, void *obj) { return obj ? (void *)(long)O_CLASS : NULL; }
static void *GetMethodID(void *env, void *cls, const char *name, const char *sig) {
  char *id = malloc(strlen(name) + strlen(sig) + 1); strcpy(id, name); strcat(id, sig); return id; }
static void *GetFieldID(void *env, void *cls, const char *name, const char *sig) { return GetMethodID(env, cls, name, sig); }
static void *CallObjectMethodA(void *env, void *obj, const char *id, const void *args) {
  long o = (long)obj;
  if (o == O_ACTIVITY && !strcmp(id, "getFilesDir()Ljava/io/File;")) { asked_files++; return (void *)(long)O_FILE; }
  if (o == O_FILE && !strcmp(id, "getAbsolutePath()Ljava/lang/String;")) return (void *)(long)O_STR_PATH;
  if (o == O_LOCALE && !strcmp(id, "toLanguageTag()Ljava/lang/String;")) { asked_locale++; return (void *)(long)O_STR_TAG; }
  if (o == O_ACTIVITY && !strcmp(id, "getResources()Landroid/content/res/Resources;")) return (void *)(long)O_RESOURCES;
  if (o == O_RESOURCES && !strcmp(id, "getDisplayMetrics()Landroid/util/DisplayMetrics;")) return (void *)(long)O_METRICS;
  if (o == O_ACTIVITY && !strcmp(id, "getContentResolver()Landroid/content/ContentResolver;")) return (void *)(long)O_RESOLVER;
  fprintf(stderr, "[jni] unexpected CallObjectMethodA %s on %#lx\n", id, o); wrong_calls++; return NULL; }
/* Settings.Global.getFloat(resolver, name, default): the animator duration scale ("Remove
   animations" makes it 0), ANIMATOR_SCALE or 1 */
static float CallStaticFloatMethodA(void *env, void *cls, const char *id, const long *args) {
  if (!strcmp(id, "getFloat(Landroid/content/ContentResolver;Ljava/lang/String;F)F") && args[0] == O_RESOLVER) {
    asked_animator++; return getenv("ANIMATOR_SCALE") ? atof(getenv("ANIMATOR_SCALE")) : 1.0f; }
  fprintf(stderr, "[jni] unexpected CallStaticFloatMethodA %s\n", id); wrong_calls++; return 0; }
static void *CallObjectMethod(void *env, void *obj, const char *id, ...) { return CallObjectMethodA(env, obj, id, NULL); }
static void *CallStaticObjectMethodA(void *env, void *cls, const char *id, const void *args) {
  if (!strcmp(id, "getDefault()Ljava/util/Locale;")) return (void *)(long)O_LOCALE;
  fprintf(stderr, "[jni] unexpected CallStaticObjectMethodA %s\n", id); wrong_calls++; return NULL; }
static unsigned char CallBooleanMethodA(void *env, void *obj, const char *id, const long *args) {
  if ((long)obj == O_ACTIVITY && !strcmp(id, "moveTaskToBack(Z)Z")) {
    fprintf(stderr, "[jni] activity.moveTaskToBack(%s)\n", (args[0] & 0xff) ? "true" : "false"); moved_to_back++; return 1; }
  fprintf(stderr, "[jni] unexpected CallBooleanMethodA %s\n", id); wrong_calls++; return 0; }
static float GetFloatField(void *env, void *obj, const char *id) {
  if ((long)obj == O_METRICS && !strcmp(id, "densityF")) { asked_density++; return atof(getenv("DENSITY")); }
  fprintf(stderr, "[jni] unexpected GetFloatField %s\n", id); wrong_calls++; return 0; }
static const char *GetStringUTFChars(void *env, void *s, unsigned char *copy) {
  const char *v = (long)s == O_STR_PATH ? files_dir() : (long)s == O_STR_TAG ? getenv("LOCALE") : NULL;
  fprintf(stderr, "[jni] string %#lx -> %s\n", (long)s, v ? v : "(unknown)"); return v; }
static void nop(void) {}

static int count_entries(const char *dir, const char *skip) {
  int n = 0; DIR *d = opendir(dir); struct dirent *e; if (!d) return -1;
  while ((e = readdir(d))) if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..") && (!skip || strcmp(e->d_name, skip))) n++;
  closedir(d); return n; }
static long file_size(const char *dir, const char *name) {
  char p[4096]; struct stat st; snprintf(p, sizeof p, "%s/%s", dir, name); return stat(p, &st) ? -1 : st.st_size; }

static int has_suffix_file(const char *dir, const char *suffix) {
  DIR *d = opendir(dir); struct dirent *e; int found = 0; size_t k = strlen(suffix); if (!d) return 0;
  while ((e = readdir(d))) { size_t n = strlen(e->d_name); if (n >= k && !strcmp(e->d_name + n - k, suffix)) found = 1; }
  closedir(d); return found; }
static void list_files(const char *when) {
  DIR *d = opendir(files_dir()); struct dirent *e; fprintf(stderr, "[harness] files dir %s:", when);
  if (d) { while ((e = readdir(d))) if (e->d_name[0] != '.') fprintf(stderr, " %s (%ld B)", e->d_name, file_size(files_dir(), e->d_name)); closedir(d); }
  fprintf(stderr, "\n"); }
static void tap(void (*touch)(void *, void *, int, int, float, float), float x, float y) {
  touch(&env_ptr, NULL, 0, 2, x, y); usleep(60000); touch(&env_ptr, NULL, 0, 1, x, y); }
/* The game draws only when something changes: waits until no frame has come for 1 s (flips
   and the CPU's 450 ms pause over), at most 15 s; returns the picture's hash, 0 if frames
   kept coming */
static unsigned long long settled(long (*frames)(void), unsigned long long (*frame_hash)(void)) {
  long last = frames(); int quiet_ms = 0;
  for (int waited = 0; waited < 15000 && quiet_ms < 1000; waited += 20) {
    usleep(20000);
    long now = frames();
    quiet_ms = (now == last) ? quiet_ms + 20 : 0; last = now; }
  return quiet_ms >= 1000 ? frame_hash() : 0; }
/* waits (at most 10 s) until at least `n` more frames than `from` were drawn */
static int frames_after(long (*frames)(void), long from, long n) {
  for (int waited = 0; waited < 10000; waited += 5) { if (frames() >= from + n) return 1; usleep(5000); }
  return 0; }
int main(int argc, char **argv) {
  for (int i = 0; i < 300; i++) env_table[i] = (void *)jgeneric;
  for (int i = 0; i < 16; i++) vm_table[i] = (void *)jgeneric;
  env_table[6] = (void *)FindClass;
  env_table[15] = (void *)jzero;  /* ExceptionOccurred */
  env_table[21] = (void *)jgeneric; /* NewGlobalRef: the activity's global ref is handle 1 = O_ACTIVITY */
  env_table[23] = (void *)nop;    /* DeleteLocalRef */
  env_table[31] = (void *)GetObjectClass; env_table[33] = (void *)GetMethodID;
  env_table[34] = (void *)CallObjectMethod; env_table[36] = (void *)CallObjectMethodA;
  env_table[39] = (void *)CallBooleanMethodA;
  env_table[94] = (void *)GetFieldID; env_table[102] = (void *)GetFloatField;
  env_table[113] = (void *)GetMethodID; /* GetStaticMethodID */
  env_table[116] = (void *)CallStaticObjectMethodA;
  env_table[137] = (void *)CallStaticFloatMethodA;
  env_table[169] = (void *)GetStringUTFChars; env_table[170] = (void *)nop;
  env_table[228] = (void *)jzero; /* ExceptionCheck */
  vm_table[4] = vm_table[6] = vm_table[7] = (void *)attach; /* AttachCurrentThread, GetEnv, AttachCurrentThreadAsDaemon */

  void *h = dlopen(argv[1], RTLD_NOW | RTLD_DEEPBIND);   /* System.loadLibrary */
  if (!h) { fprintf(stderr, "dlopen: %s\n", dlerror()); return 1; }
  fprintf(stderr, "[harness] dlopen OK (all relocations bound)\n");
  int (*onload)(void *, void *) = sym(h, "JNI_OnLoad");
  fprintf(stderr, "[harness] JNI_OnLoad -> 0x%x\n", onload(&vm_ptr, NULL));
  void (*create)(void *, void *, void *) = sym(h, "Java_quad_1native_QuadNative_activityOnCreate");
  void (*resume)(void *, void *) = sym(h, "Java_quad_1native_QuadNative_activityOnResume");
  void (*pause_)(void *, void *) = sym(h, "Java_quad_1native_QuadNative_activityOnPause");
  void (*screated)(void *, void *, void *) = sym(h, "Java_quad_1native_QuadNative_surfaceOnSurfaceCreated");
  void (*sdestroyed)(void *, void *) = sym(h, "Java_quad_1native_QuadNative_surfaceOnSurfaceDestroyed");
  void (*schanged)(void *, void *, void *, int, int) = sym(h, "Java_quad_1native_QuadNative_surfaceOnSurfaceChanged");
  void (*touch)(void *, void *, int, int, float, float) = sym(h, "Java_quad_1native_QuadNative_surfaceOnTouch");
  void (*keydown)(void *, void *, int) = sym(h, "Java_quad_1native_QuadNative_surfaceOnKeyDown");
  void (*keyup)(void *, void *, int) = sym(h, "Java_quad_1native_QuadNative_surfaceOnKeyUp");
  int sw = atoi(getenv("SW")), sh = atoi(getenv("SH"));
  create(&env_ptr, NULL, (void *)0x77); fprintf(stderr, "[harness] activityOnCreate returned\n");
  resume(&env_ptr, NULL);
  screated(&env_ptr, NULL, (void *)0x88);
  schanged(&env_ptr, NULL, (void *)0x88, sw, sh);
  void *egl = dlopen("libEGL.so", RTLD_NOW); long (*frames)(void) = sym(egl, "eglFrames");
  unsigned long long (*frame_hash)(void) = sym(egl, "eglFrameHash");
  volatile long *yields = sym(dlopen("libc.so", RTLD_NOW), "shim_yields");
  check(frames_after(frames, 0, 1), "the game renders frames");
  unsigned long long h0 = settled(frames, frame_hash);
  fprintf(stderr, "[harness] first screen drawn: frame hash %016llx, %ld frames\n", h0, frames());
  check(h0 != 0, "the first screen is drawn and then nothing more");
  check(asked_files >= 1, "the game asked the activity for getFilesDir()");
  check(asked_locale >= 1, "the game asked for Locale.getDefault().toLanguageTag()");
  check(asked_density >= 1, "the game asked for DisplayMetrics.density");
  check(asked_animator >= 1, "the game asked for the animator duration scale (Settings.Global)");
  list_files("before any input");

  float tx = atof(getenv("TX")), ty = atof(getenv("TY"));
  fprintf(stderr, "[harness] tap at %.0f,%.0f (Easy)\n", tx, ty);
  tap(touch, tx, ty);
  unsigned long long h_game = settled(frames, frame_hash);
  fprintf(stderr, "[harness] game screen: frame hash %016llx\n", h_game);
  check(h_game != h0, "the tap on Easy changed the screen");
  list_files("after choosing Easy");

  tx = atof(getenv("TX2")); ty = atof(getenv("TY2"));
  fprintf(stderr, "[harness] tap at %.0f,%.0f (d3, a legal square)\n", tx, ty);
  long f_tap = frames();
  tap(touch, tx, ty);
  check(frames_after(frames, f_tap, 3), "the tap on a legal square draws frames");
  unsigned long long h_moved = frame_hash();
  check(h_moved != h_game, "the tap on a legal square changed what is drawn");
  unsigned long long h1 = settled(frames, frame_hash);   /* after the CPU's reply and the flips */
  fprintf(stderr, "[harness] after the move and the CPU's reply: frame hash %016llx, %ld frames for the move, the pause and the reply\n",
          h1, frames() - f_tap);
  check(h1 != 0, "the move's and the reply's animations end and the frames stop");
  list_files("after the move");
  long saved = file_size(files_dir(), "game.json");
  check(saved > 0, "the game was saved into the directory getFilesDir() reported (game.json)");
  check(!has_suffix_file(files_dir(), ".tmp"), "no temporary file left beside the saves");
  {
    /* idle: the board waits for the player; nothing may be drawn */
    struct timespec c0, c1; clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c0); long f0 = frames();
    long y0 = *yields;
    usleep(3000000); clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c1);
    long idle_frames = frames() - f0;
    fprintf(stderr, "idle-probe android board waiting for the player: %ld frames drawn in 3 s, %.0f ms CPU, %ld render-loop turns (under qemu)\n",
            idle_frames, (c1.tv_sec - c0.tv_sec) * 1e3 + (c1.tv_nsec - c0.tv_nsec) / 1e6, *yields - y0);
    check(idle_frames == 0, "no frame drawn while the board waits for the player (3 s)");
  }
  char p[4096]; snprintf(p, sizeof p, "%s/game.json", files_dir()); unlink(p);
  fprintf(stderr, "[harness] onPause (surface still there), then surface destroyed\n");
  long f_pause = frames();
  pause_(&env_ptr, NULL);
  check(frames_after(frames, f_pause, 1), "the pause gets a frame while the surface is there");
  usleep(200000);
  check(file_size(files_dir(), "game.json") > 0, "pausing saved the game again");
  sdestroyed(&env_ptr, NULL);
  usleep(300000);
  long f_paused = frames();
  struct timespec c0, c1, w0, w1;
  long y0 = *yields;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c0); clock_gettime(CLOCK_MONOTONIC, &w0);
  usleep(1000000);
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c1); clock_gettime(CLOCK_MONOTONIC, &w1);
  long bg_turns = *yields - y0;
  check(frames() == f_paused, "no frames while the surface is gone");
  fprintf(stderr, "[harness] in the background: %.0f ms CPU in %.0f ms, %ld render-loop turns (under qemu)\n",
          (c1.tv_sec - c0.tv_sec) * 1e3 + (c1.tv_nsec - c0.tv_nsec) / 1e6,
          (w1.tv_sec - w0.tv_sec) * 1e3 + (w1.tv_nsec - w0.tv_nsec) / 1e6, bg_turns);
  check(bg_turns <= 50, "the render thread idles in the background (<= 50 loop turns per second)");
  fprintf(stderr, "[harness] surface re-created, onResume\n");
  long f_resume = frames();
  screated(&env_ptr, NULL, (void *)0x89);
  schanged(&env_ptr, NULL, (void *)0x89, sw, sh);
  resume(&env_ptr, NULL);
  check(frames_after(frames, f_resume, 1), "the resumed app draws at once");
  unsigned long long h2 = settled(frames, frame_hash);
  fprintf(stderr, "[harness] after resume: frame hash %016llx\n", h2);
  check(h2 == h1, "after resume the game is where it was");

  /* a resize mid-game (the phone turned, a split screen, a foldable opened): the window's
     sides swap, then come back; each size gets its frames at once, and back at the first
     size the picture is the one before the resize (the layout follows the window) */
  fprintf(stderr, "[harness] resize mid-game to %dx%d, then back to %dx%d\n", sh, sw, sw, sh);
  char num[32];
  snprintf(num, sizeof num, "%d", sh); setenv("SW", num, 1);
  snprintf(num, sizeof num, "%d", sw); setenv("SH", num, 1);
  long f_rs = frames();
  schanged(&env_ptr, NULL, (void *)0x89, sh, sw);
  check(frames_after(frames, f_rs, 1), "a resize mid-game draws at once");
  unsigned long long h_turned = settled(frames, frame_hash);
  fprintf(stderr, "[harness] turned: frame hash %016llx\n", h_turned);
  check(h_turned != h1, "after the resize the game is laid out anew");
  snprintf(num, sizeof num, "%d", sw); setenv("SW", num, 1);
  snprintf(num, sizeof num, "%d", sh); setenv("SH", num, 1);
  f_rs = frames();
  schanged(&env_ptr, NULL, (void *)0x89, sw, sh);
  check(frames_after(frames, f_rs, 1), "the resize back draws at once");
  unsigned long long h_back = settled(frames, frame_hash);
  /* not always == h1: the other size's text may have grown the glyph atlas, which moves the
     texture coordinates (hashed with the vertices) of the same glyphs on the same places */
  check(h_back != 0 && h_back != h_turned, "back at the first size, the game is laid out anew again");

  fprintf(stderr, "[harness] Back key in the game\n");
  keydown(&env_ptr, NULL, 4); keyup(&env_ptr, NULL, 4);
  unsigned long long h_menu = settled(frames, frame_hash);
  check(h_menu != h1 && moved_to_back == 0, "Back in the game went to the menu (the app stays)");
  check(file_size(files_dir(), "game.json") > 0, "the game stays saved");
  fprintf(stderr, "[harness] Back key in the menu\n");
  keydown(&env_ptr, NULL, 4); keyup(&env_ptr, NULL, 4);
  for (int waited = 0; waited < 5000 && moved_to_back == 0; waited += 10) usleep(10000);
  check(moved_to_back == 1, "Back in the menu leaves the app (moveTaskToBack)");
  check(wrong_calls == 0, "no unexpected JNI calls");
  check(count_entries(".", NULL) == 0, "nothing written to the working directory");
  fprintf(stderr, "[harness] %ld frames, %d failed checks\n", frames(), fails);
  fflush(stderr);
  _exit(fails ? 1 : 0);
}
CEOF
$CC -shared -fPIC -O1 -o lib/libc.so -Wl,-soname,libc.so libc_shim.c
$CC -shared -fPIC -O1 -o lib/liblog.so -Wl,-soname,liblog.so liblog_shim.c
$CC -shared -fPIC -O1 -o lib/libandroid.so -Wl,-soname,libandroid.so libandroid_shim.c
echo > empty.c
$CC -shared -fPIC -o lib/libm.so -Wl,-soname,libm.so -Wl,--no-as-needed -lm empty.c
$CC -shared -fPIC -o lib/libdl.so -Wl,-soname,libdl.so empty.c
$CC -shared -fPIC -O1 -o lib/libEGL.so -Wl,-soname,libEGL.so egl_fake.c
# libOpenSLES.so: a fake OpenSL ES for macroquad's sound (quad-snd): the engine, an output
# mix and a buffer-queue player that accept everything and play nothing; the player's state
# changes are logged ("[fake-sles] ...": playing at start, paused with the app, playing again).
cat > sles_fake.c <<'CEOF'
#include <stdio.h>
typedef long (*fn)();
static const char ids[8];
const void *const SL_IID_NULL = &ids[0], *const SL_IID_OBJECT = &ids[1], *const SL_IID_ENGINE = &ids[2],
  *const SL_IID_BUFFERQUEUE = &ids[3], *const SL_IID_ANDROIDSIMPLEBUFFERQUEUE = &ids[4],
  *const SL_IID_PLAY = &ids[5], *const SL_IID_VOLUME = &ids[6];
static fn object_vt[10], engine_vt[16], queue_vt[4], play_vt[16];
static const void *engine_obj = object_vt, *engine_itf = engine_vt, *mix_obj = object_vt,
  *player_obj = object_vt, *queue_itf = queue_vt, *play_itf = play_vt;
static long ok(void) { return 0; }
static long get_interface(const void *self, const void *iid, const void **out) {
  (void)self; *out = iid == SL_IID_ENGINE ? (const void *)&engine_itf : iid == SL_IID_PLAY ? (const void *)&play_itf : (const void *)&queue_itf;
  return 0;
}
static long create_mix(const void *self, const void **out) { (void)self; *out = &mix_obj; return 0; }
static long create_player(const void *self, const void **out) { (void)self; *out = &player_obj; fprintf(stderr, "[fake-sles] audio player created\n"); return 0; }
static long set_play_state(const void *self, unsigned state) {
  (void)self; fprintf(stderr, "[fake-sles] play state %s\n", state == 3 ? "playing" : state == 2 ? "paused" : "stopped"); return 0;
}
long slCreateEngine(const void **engine, unsigned n, const void *o, unsigned ni, const void *ids_, const void *req) {
  (void)n; (void)o; (void)ni; (void)ids_; (void)req;
  for (int i = 0; i < 10; i++) object_vt[i] = ok;
  for (int i = 0; i < 16; i++) engine_vt[i] = play_vt[i] = ok;
  for (int i = 0; i < 4; i++) queue_vt[i] = ok;
  object_vt[3] = (fn)get_interface;                         /* SLObjectItf_.GetInterface */
  engine_vt[2] = (fn)create_player; engine_vt[7] = (fn)create_mix; /* CreateAudioPlayer, CreateOutputMix */
  play_vt[0] = (fn)set_play_state;                          /* SLPlayItf_.SetPlayState */
  *engine = &engine_obj;
  return 0;
}
CEOF
$CC -shared -fPIC -O1 -o lib/libOpenSLES.so -Wl,-soname,libOpenSLES.so sles_fake.c
$CC -O1 -o harness harness.c
cp "$SO" lib/
set +e
(cd "$W/cwd" && SW=$SW SH=$SH TX=$TX TY=$TY TX2=$TX2 TY2=$TY2 FRAMES=$FRAMES ASSET_DIR="$ASSETS" LD_LIBRARY_PATH="$W/lib" \
  FILES_DIR="$W/files" LOCALE="$LOCALE" DENSITY="$DENSITY" \
  timeout "${TIMEOUT:-300}" qemu-aarch64 -L /usr/aarch64-linux-gnu "$W/harness" "$W/lib/$(basename "$SO")") 2>&1 | tee "$W/run.log"
rc=${PIPESTATUS[0]}
set -e
# sound (when the game has it): paused with the app, playing again after the resume
# (sed's output read whole: `sed | grep -q` under pipefail fails when grep leaves early)
if grep -q "audio player created" "$W/run.log" && ! grep -q "play state playing" <<<"$(sed -n '/play state paused/,$p' "$W/run.log")"; then
  echo "FAIL: the sound was not paused and resumed with the app" | tee -a "$W/run.log"
fi
if [ "$rc" = 0 ] && ! grep -q "FAIL" "$W/run.log"; then echo "SMOKE TEST PASSED"; else echo "SMOKE TEST FAILED (rc=$rc)"; exit 1; fi
