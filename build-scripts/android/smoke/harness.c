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
#include <sys/syscall.h>
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
enum { O_ACTIVITY = 1, O_CLASS = 0x600, O_FILE, O_RESOURCES, O_METRICS, O_LOCALE, O_STR_PATH, O_STR_TAG, O_RESOLVER,
       O_LOCALE_LIST, O_STR_TAGS };
static volatile int asked_files, asked_locale, asked_density, asked_animator, moved_to_back, wrong_calls;
static const char *files_dir(void) { return getenv("FILES_DIR"); }
/* LocaleList is Android 7's: without LOCALES (an older Android) the class is missing */
static const char *locales(void) { const char *v = getenv("LOCALES"); return v && *v ? v : NULL; }
static void *FindClass(void *env, const char *name) {
  if (!strcmp(name, "android/os/LocaleList") && !locales()) return NULL;
  return (void *)(long)O_CLASS; }
static void *GetObjectClass(void *env, void *obj) { return obj ? (void *)(long)O_CLASS : NULL; }
static void *GetMethodID(void *env, void *cls, const char *name, const char *sig) {
  char *id = malloc(strlen(name) + strlen(sig) + 1); strcpy(id, name); strcat(id, sig); return id; }
static void *GetFieldID(void *env, void *cls, const char *name, const char *sig) { return GetMethodID(env, cls, name, sig); }
static void *CallObjectMethodA(void *env, void *obj, const char *id, const void *args) {
  long o = (long)obj;
  if (o == O_ACTIVITY && !strcmp(id, "getFilesDir()Ljava/io/File;")) { asked_files++; return (void *)(long)O_FILE; }
  if (o == O_FILE && !strcmp(id, "getAbsolutePath()Ljava/lang/String;")) return (void *)(long)O_STR_PATH;
  if (o == O_LOCALE && !strcmp(id, "toLanguageTag()Ljava/lang/String;")) { asked_locale++; return (void *)(long)O_STR_TAG; }
  if (o == O_LOCALE_LIST && !strcmp(id, "toLanguageTags()Ljava/lang/String;")) { asked_locale++; return (void *)(long)O_STR_TAGS; }
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
  if (!strcmp(id, "getDefault()Landroid/os/LocaleList;") && locales()) return (void *)(long)O_LOCALE_LIST;
  fprintf(stderr, "[jni] unexpected CallStaticObjectMethodA %s\n", id); wrong_calls++; return NULL; }
static unsigned char CallBooleanMethodA(void *env, void *obj, const char *id, const long *args) {
  if ((long)obj == O_ACTIVITY && !strcmp(id, "moveTaskToBack(Z)Z")) {
    fprintf(stderr, "[jni] activity.moveTaskToBack(%s)\n", (args[0] & 0xff) ? "true" : "false"); moved_to_back++; return 1; }
  fprintf(stderr, "[jni] unexpected CallBooleanMethodA %s\n", id); wrong_calls++; return 0; }
static float GetFloatField(void *env, void *obj, const char *id) {
  if ((long)obj == O_METRICS && !strcmp(id, "densityF")) { asked_density++; return atof(getenv("DENSITY")); }
  fprintf(stderr, "[jni] unexpected GetFloatField %s\n", id); wrong_calls++; return 0; }
static const char *GetStringUTFChars(void *env, void *s, unsigned char *copy) {
  const char *v = (long)s == O_STR_PATH ? files_dir() : (long)s == O_STR_TAG ? getenv("LOCALE")
                : (long)s == O_STR_TAGS ? locales() : NULL;
  fprintf(stderr, "[jni] string %#lx -> %s\n", (long)s, v ? v : "(unknown)"); return v; }

/* TalkBack's side of the activity (reversi_android.Access): what the game hands
   MainActivity.reversiAccess(what, text) on its thread, kept as ASCII ('?' for the rest) */
#define MAX_ACCESS 256
static char *access_what[MAX_ACCESS], *access_text[MAX_ACCESS];
static volatile int access_calls;
static void *NewString(void *env, const unsigned short *units, int len) {
  char *s = malloc(len + 1);
  for (int i = 0; i < len; i++) s[i] = units[i] < 128 ? (char)units[i] : '?';
  s[len] = 0; return s; }
static void CallVoidMethodA(void *env, void *obj, const char *id, const void **args) {
  if ((long)obj == O_ACTIVITY && !strcmp(id, "reversiAccess(Ljava/lang/String;Ljava/lang/String;)V")) {
    int n = access_calls;
    if (n < MAX_ACCESS) { access_what[n] = (char *)args[0]; access_text[n] = (char *)args[1]; __sync_fetch_and_add(&access_calls, 1); }
    return; }
  fprintf(stderr, "[jni] unexpected CallVoidMethodA %s\n", id); wrong_calls++; }
/* waits (at most 60 s) for reversiAccess(what, ...) after call `from`; returns its index or -1 */
static int access_after(int from, const char *what) {
  for (int waited = 0; waited < 60000; waited += 10) {
    for (int i = from; i < access_calls; i++) if (!strcmp(access_what[i], what)) return i;
    usleep(10000); }
  return -1; }
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
/* Whether a thread of the app (any but the caller) is at work: runnable or waiting for the
   disk (R or D in /proc/self/task/N/stat; qemu-user runs each guest thread as a host thread).
   On a loaded machine a frame can be late by seconds (a starved thread, an fsync of a save):
   then the app is busy, not done. An idle game's threads all sleep (S). */
static int app_busy(void) {
  DIR *d = opendir("/proc/self/task"); struct dirent *e; int busy = 0; long me = syscall(SYS_gettid);
  if (!d) return 0;
  while (!busy && (e = readdir(d))) {
    if (e->d_name[0] == '.' || atol(e->d_name) == me) continue;
    char p[300], buf[512]; snprintf(p, sizeof p, "/proc/self/task/%s/stat", e->d_name);
    FILE *f = fopen(p, "r"); if (!f) continue;
    size_t n = fread(buf, 1, sizeof buf - 1, f); fclose(f); buf[n] = 0;
    char *c = strrchr(buf, ')');   /* "pid (comm) S ...": the state follows the name */
    if (c && c[1] == ' ' && (c[2] == 'R' || c[2] == 'D')) busy = 1;
  }
  closedir(d); return busy; }
/* The game draws only when something changes: waits until, for `quiet` ms, no frame has come
   and no thread of the app was at work (flips, the CPU's 450 ms pause and saves over), at
   most 60 s; returns the picture's hash, 0 if it never settled */
static unsigned long long settled_for(long (*frames)(void), unsigned long long (*frame_hash)(void), int quiet) {
  long last = frames(); int quiet_ms = 0;
  for (int waited = 0; waited < 60000 && quiet_ms < quiet; waited += 20) {
    usleep(20000);
    long now = frames();
    quiet_ms = (now == last && !app_busy()) ? quiet_ms + 20 : 0; last = now; }
  return quiet_ms >= quiet ? frame_hash() : 0; }
static unsigned long long settled(long (*frames)(void), unsigned long long (*frame_hash)(void)) {
  return settled_for(frames, frame_hash, 1000); }
/* waits (at most 60 s: a safety net, not a timing) until at least `n` more frames than `from`
   were drawn */
static int frames_after(long (*frames)(void), long from, long n) {
  for (int waited = 0; waited < 60000; waited += 5) { if (frames() >= from + n) return 1; usleep(5000); }
  return 0; }
/* waits (at most 60 s) until dir/name exists and is not empty */
static int file_appears(const char *dir, const char *name) {
  for (int waited = 0; waited < 60000; waited += 10) { if (file_size(dir, name) > 0) return 1; usleep(10000); }
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
  env_table[63] = (void *)CallVoidMethodA; env_table[163] = (void *)NewString;
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
  check(asked_locale >= 1, locales() ? "the game asked for LocaleList.getDefault().toLanguageTags()"
                                     : "the game asked for Locale.getDefault().toLanguageTag() (no LocaleList)");
  check(asked_density >= 1, "the game asked for DisplayMetrics.density");
  check(asked_animator >= 1, "the game asked for the animator duration scale (Settings.Global)");
  list_files("before any input");

  float tx = atof(getenv("TX")), ty = atof(getenv("TY"));
  fprintf(stderr, "[harness] tap at %.0f,%.0f (Easy)\n", tx, ty);
  long f_easy = frames();
  tap(touch, tx, ty);
  /* the game's answer first (its first frame comes after saving the new game, which may wait
     on the disk), then its end: settling right after the tap took the menu's own picture for
     the game's when that frame was late (the landscape run's "the tap on Easy changed the
     screen" failure on a loaded machine) */
  check(frames_after(frames, f_easy, 1), "the tap on Easy draws frames");
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
  check(file_appears(files_dir(), "game.json"), "pausing saved the game again");
  sdestroyed(&env_ptr, NULL);
  settled_for(frames, frame_hash, 300);   /* the render thread has taken the surface's loss */
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

  /* TalkBack (reversi_android.Access's natives): nothing goes to the activity before a
     service is on; then the tree at once, a cell's ACTION_CLICK plays it, its words follow */
  {
    void (*service)(void *, void *, unsigned char) = sym(h, "Java_reversi_1android_Access_nativeServiceOn");
    void (*action)(void *, void *, int, unsigned char) = sym(h, "Java_reversi_1android_Access_nativeAction");
    check(access_calls == 0, "no screen reader: the game handed the activity nothing");
    service(&env_ptr, NULL, 1);
    int t = access_after(0, "tree");
    check(t >= 0 && !strncmp(access_text[t], "screen\tgame\t", 12), "TalkBack on: the game hands over its tree at once");
    int cells = 0, play = -1;
    for (char *line = t >= 0 ? access_text[t] : ""; line && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
      int id; char flags[16] = "";
      if (sscanf(line, "%d\tc\t%15[a-z]", &id, flags) >= 1 && strstr(line, "\tc\t") == strchr(line, '\t')) {
        cells++;
        if (play < 0 && strchr(flags, 'a')) play = id;
      }
    }
    fprintf(stderr, "[harness] the tree: %d cells, first playable id %d\n", cells, play);
    check(cells == 64 && play >= 100, "the tree has 64 cells and a playable one");
    int before = access_calls;
    long f_click = frames();
    action(&env_ptr, NULL, play, 1);
    check(frames_after(frames, f_click, 1), "ACTION_CLICK on a playable cell draws frames");
    int said = access_after(before, "say");
    fprintf(stderr, "[harness] the live region: %s\n", said >= 0 ? access_text[said] : "(nothing)");
    /* the words name the square played, in the device's language (LOCALE) */
    char square[3] = { (char)('a' + (play - 100) % 8), (char)('1' + (play - 100) / 8), 0 };
    check(said >= 0 && play >= 100 && strstr(access_text[said], square) != NULL, "the cell's ACTION_CLICK played it and its words came");
    settled(frames, frame_hash);
    service(&env_ptr, NULL, 0);
    settled(frames, frame_hash);
    int off = access_calls;
    tap(touch, atof(getenv("TX2")), atof(getenv("TY2")));
    settled(frames, frame_hash);
    check(access_calls == off, "TalkBack off: nothing more handed to the activity");
  }

  fprintf(stderr, "[harness] Back key in the game\n");
  long f_back = frames();
  keydown(&env_ptr, NULL, 4); keyup(&env_ptr, NULL, 4);
  check(frames_after(frames, f_back, 1), "Back in the game draws frames");
  unsigned long long h_menu = settled(frames, frame_hash);
  check(h_menu != h1 && moved_to_back == 0, "Back in the game went to the menu (the app stays)");
  check(file_size(files_dir(), "game.json") > 0, "the game stays saved");
  fprintf(stderr, "[harness] Back key in the menu\n");
  keydown(&env_ptr, NULL, 4); keyup(&env_ptr, NULL, 4);
  for (int waited = 0; waited < 60000 && moved_to_back == 0; waited += 10) usleep(10000);
  check(moved_to_back == 1, "Back in the menu leaves the app (moveTaskToBack)");
  check(wrong_calls == 0, "no unexpected JNI calls");
  check(count_entries(".", NULL) == 0, "nothing written to the working directory");
  fprintf(stderr, "[harness] %ld frames, %d failed checks\n", frames(), fails);
  fflush(stderr);
  _exit(fails ? 1 : 0);
}
