package reversi_android;

import android.app.Activity;
import android.os.Build;
import android.util.Log;
import android.view.KeyEvent;

import quad_native.QuadNative;

/**
 * Predictive back (API 33+). At targetSdkVersion 36, Android 16 no longer gives Back to the
 * view as KEYCODE_BACK (nor calls onBackPressed): an OnBackInvokedCallback must take it. The
 * callback hands it to the game as the Back key, the same key the view passes on below API 33,
 * so the game decides as before (in a game: the menu, saved; Statistics/Settings: the menu; the
 * menu: moveTaskToBack). The manifest opts in (android:enableOnBackInvokedCallback="true"),
 * so Android 13-15 take the callback too and show the predictive back animation; below 33
 * the key path goes on working.
 *
 * The dispatcher is reached through reflection because android.jar here is API 23; the
 * callback interface is a compile-time stand-in (java/compat), the device's at run time.
 */
public final class PredictiveBack {
    private PredictiveBack() {}

    /** 0 = OnBackInvokedDispatcher.PRIORITY_DEFAULT */
    private static final int PRIORITY_DEFAULT = 0;

    /** Registers the callback on API 33+ (the dispatcher keeps it); returns it, or null. */
    public static Object register(Activity activity) {
        if (Build.VERSION.SDK_INT < 33) {
            return null;
        }
        try {
            Object callback = new android.window.OnBackInvokedCallback() {
                public void onBackInvoked() {
                    QuadNative.surfaceOnKeyDown(KeyEvent.KEYCODE_BACK);
                    QuadNative.surfaceOnKeyUp(KeyEvent.KEYCODE_BACK);
                }
            };
            Object dispatcher = Activity.class.getMethod("getOnBackInvokedDispatcher").invoke(activity);
            Class.forName("android.window.OnBackInvokedDispatcher")
                .getMethod("registerOnBackInvokedCallback", int.class,
                    Class.forName("android.window.OnBackInvokedCallback"))
                .invoke(dispatcher, PRIORITY_DEFAULT, callback);
            return callback;
        } catch (Throwable e) {
            Log.w("SAPP", "OnBackInvokedCallback not registered: " + e);
            return null;
        }
    }
}
