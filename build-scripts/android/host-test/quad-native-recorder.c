/* The test's libmain.so for the host JVM: miniquad's QuadNative natives, each reported to
   hosttest.Natives.record(name, a, b) instead of reaching the game (the game's side of these
   calls is what smoke-android.sh runs under qemu). */
#include <jni.h>

static void record(JNIEnv *env, const char *what, jint a, jint b) {
  jclass c = (*env)->FindClass(env, "hosttest/Natives");
  jmethodID m = c ? (*env)->GetStaticMethodID(env, c, "record", "(Ljava/lang/String;II)V") : NULL;
  if (m) (*env)->CallStaticVoidMethod(env, c, m, (*env)->NewStringUTF(env, what), a, b);
}
#define NATIVE(name) JNIEXPORT void JNICALL Java_quad_1native_QuadNative_##name
NATIVE(activityOnCreate)(JNIEnv *env, jclass c, jobject activity) { record(env, "activityOnCreate", 0, 0); }
NATIVE(activityOnResume)(JNIEnv *env, jclass c) { record(env, "activityOnResume", 0, 0); }
NATIVE(activityOnPause)(JNIEnv *env, jclass c) { record(env, "activityOnPause", 0, 0); }
NATIVE(activityOnDestroy)(JNIEnv *env, jclass c) { record(env, "activityOnDestroy", 0, 0); }
NATIVE(surfaceOnSurfaceCreated)(JNIEnv *env, jclass c, jobject s) { record(env, "surfaceOnSurfaceCreated", 0, 0); }
NATIVE(surfaceOnSurfaceDestroyed)(JNIEnv *env, jclass c, jobject s) { record(env, "surfaceOnSurfaceDestroyed", 0, 0); }
NATIVE(surfaceOnSurfaceChanged)(JNIEnv *env, jclass c, jobject s, jint w, jint h) { record(env, "surfaceOnSurfaceChanged", w, h); }
NATIVE(surfaceOnTouch)(JNIEnv *env, jclass c, jint id, jint phase, jfloat x, jfloat y) { record(env, "surfaceOnTouch", (jint)x, (jint)y); }
NATIVE(surfaceOnKeyDown)(JNIEnv *env, jclass c, jint key) { record(env, "surfaceOnKeyDown", key, 0); }
NATIVE(surfaceOnKeyUp)(JNIEnv *env, jclass c, jint key) { record(env, "surfaceOnKeyUp", key, 0); }
NATIVE(surfaceOnCharacter)(JNIEnv *env, jclass c, jint ch) { record(env, "surfaceOnCharacter", ch, 0); }
/* reversi_android.Access's natives: the screen reader's state and the actions for the game */
JNIEXPORT void JNICALL Java_reversi_1android_Access_nativeServiceOn(JNIEnv *env, jclass c, jboolean on) { record(env, "nativeServiceOn", on, 0); }
JNIEXPORT void JNICALL Java_reversi_1android_Access_nativeAction(JNIEnv *env, jclass c, jint id, jboolean activated) { record(env, "nativeAction", id, activated); }
