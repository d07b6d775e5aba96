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
/* SLOW_FSYNC_MS=N: each fsync (the game's saves) takes N ms more, as on a loaded disk: makes
   a late frame after a save reproducible (the harness must wait for it, not time it) */
#include <stdlib.h>
int fsync(int fd) {
  const char *ms = getenv("SLOW_FSYNC_MS");
  if (ms) usleep(atoi(ms) * 1000);
  return (int)syscall(SYS_fsync, fd); }
