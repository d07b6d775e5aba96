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
