#include <stdio.h>
#include <string.h>
#include <unistd.h>
int __android_log_write(int prio, const char *tag, const char *msg) {
  fprintf(stderr, "[logcat %d %s] %s\n", prio, tag ? tag : "", msg ? msg : "");
  if (msg && strstr(msg, "panicked at")) { fprintf(stderr, "SMOKE TEST FAILED: Rust panic\n"); fflush(stderr); _exit(3); }
  return 1; }
