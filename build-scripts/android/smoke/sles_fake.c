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
