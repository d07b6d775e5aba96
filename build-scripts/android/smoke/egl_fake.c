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
