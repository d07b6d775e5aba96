package android.window;

import android.os.Build;
import android.util.Log;
import java.util.ArrayList;
import java.util.List;

/**
 * The activity's dispatcher. As on Android 13-15, a registration is ignored (with a warning)
 * unless the app opted in with android:enableOnBackInvokedCallback="true"; at targetSdkVersion
 * 36 on Android 16 callbacks are on unless it says "false". The manifest's value, as built, is
 * the system property hosttest.backOptIn (true, false, or empty when the attribute is absent).
 */
public final class WindowOnBackInvokedDispatcher implements OnBackInvokedDispatcher {
    /** Not Android API: the registered callbacks, highest priority last. */
    public final List<OnBackInvokedCallback> callbacks = new ArrayList<>();
    /** Not Android API: the priorities they were registered with. */
    public final List<Integer> priorities = new ArrayList<>();

    public static boolean callbacksEnabled() {
        String optIn = System.getProperty("hosttest.backOptIn", "");
        if (optIn.isEmpty()) {
            return Build.VERSION.SDK_INT >= 36;
        }
        return Build.VERSION.SDK_INT >= 33 && Boolean.parseBoolean(optIn);
    }

    public void registerOnBackInvokedCallback(int priority, OnBackInvokedCallback callback) {
        if (!callbacksEnabled()) {
            Log.w("WindowOnBackDispatcher", "OnBackInvokedCallback is not enabled for the application.");
            return;
        }
        callbacks.add(callback);
        priorities.add(priority);
    }

    public void unregisterOnBackInvokedCallback(OnBackInvokedCallback callback) {
        int i = callbacks.indexOf(callback);
        if (i >= 0) {
            callbacks.remove(i);
            priorities.remove(i);
        }
    }
}
