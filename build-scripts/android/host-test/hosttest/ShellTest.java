package hosttest;

import android.app.Activity;
import android.graphics.Insets;
import android.graphics.Rect;
import android.os.Build;
import android.os.Bundle;
import android.util.Log;
import android.view.DisplayCutout;
import android.view.KeyEvent;
import android.view.SurfaceView;
import android.view.View;
import android.view.ViewGroup;
import android.view.WindowInsets;
import android.window.WindowOnBackInvokedDispatcher;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Runs the activity classes the APK ships (compiled for its classes.dex) on the host JVM, over
 * the stand-in framework beside this file, as a phone at a given API level would:
 * <ul>
 * <li>Edge-to-edge: with status bar, navigation bar and a display cutout reported, the game's
 * surface, and so every tappable area the game lays out in it, lies inside the safe area and
 * fills it; the game is told that size. At API 36 and 30 (WindowInsets.getInsets), 29 and 28
 * (system window insets + WindowInsets.getDisplayCutout()) and 26 and 21 (system window
 * insets), in portrait and turned.</li>
 * <li>Back: where callbacks are on (API 33+ with the manifest's opt-in, which the build
 * passes in; API 36 without the attribute) through the registered OnBackInvokedCallback;
 * elsewhere through KEYCODE_BACK to the game's view. Either way the game gets exactly one Back key down and up,
 * and the activity is neither finished nor sent away by the system.</li>
 * </ul>
 * Usage: java -Djava.library.path=DIR_OF_THE_RECORDER_LIBMAIN -cp ... hosttest.ShellTest
 * APP_ID.MainActivity
 */
public final class ShellTest {
    private static int failures;
    private static String activityClass;

    public static void main(String[] args) throws Exception {
        activityClass = args[0];
        Insets none = Insets.NONE;
        // a 1080x2400 phone; a punch-hole cutout at the top (deeper than the status bar)
        DisplayCutout topHole = new DisplayCutout(Insets.of(0, 130, 0, 0), new Rect(480, 0, 600, 130));
        DisplayCutout leftHole = new DisplayCutout(Insets.of(130, 0, 0, 0), new Rect(0, 480, 130, 600));
        Activity a = start(36);
        show(a, "API 36 portrait, gesture bar, cutout", 1080, 2400, Insets.of(0, 118, 0, 0), Insets.of(0, 0, 0, 63), topHole);
        show(a, "API 36 turned, 3-button bar right, cutout left", 2400, 1080, Insets.of(0, 63, 0, 0), Insets.of(0, 0, 126, 0), leftHole);
        show(a, "API 36 portrait again", 1080, 2400, Insets.of(0, 118, 0, 0), Insets.of(0, 0, 0, 63), topHole);
        show(start(30), "API 30 portrait, 3-button bar, cutout", 1080, 2400, Insets.of(0, 80, 0, 0), Insets.of(0, 0, 0, 126), topHole);
        a = start(29);
        show(a, "API 29 portrait, cutout (getDisplayCutout)", 1080, 2400, Insets.of(0, 80, 0, 0), Insets.of(0, 0, 0, 126), topHole);
        show(a, "API 29 turned, cutout left", 2400, 1080, Insets.of(0, 63, 0, 0), Insets.of(0, 0, 126, 0), leftHole);
        show(start(28), "API 28 turned, cutout left", 2400, 1080, none, Insets.of(0, 0, 126, 0), leftHole);
        show(start(26), "API 26 portrait (system window insets)", 1080, 2400, Insets.of(0, 63, 0, 0), Insets.of(0, 0, 0, 126), null);
        show(start(21), "API 21 portrait (system window insets)", 1080, 1920, Insets.of(0, 63, 0, 0), Insets.of(0, 0, 0, 126), null);
        for (int api : new int[] {36, 35, 33, 32, 29, 21}) {
            back(api);
        }
        System.err.println(failures == 0 ? "ANDROID SHELL TEST PASSED" : "ANDROID SHELL TEST FAILED: " + failures + " checks");
        System.exit(failures == 0 ? 0 : 1);
    }

    private static void check(boolean ok, String what) {
        System.err.println("[shell] " + (ok ? "ok  " : "FAIL") + ": " + what);
        if (!ok) {
            failures++;
        }
    }

    /** A new activity on a device at `api`: created as Android creates it. */
    private static Activity start(int api) throws Exception {
        Build.VERSION.SDK_INT = api;
        View.focused = null;
        Log.warnings.clear();
        Natives.calls.clear();
        Activity a = (Activity) Class.forName(activityClass).getDeclaredConstructor().newInstance();
        a.getClass().getMethod("onCreate", Bundle.class).invoke(a, (Object) null);
        return a;
    }

    /**
     * The window on a `w` x `h` screen with these bars and cutout: the system dispatches the
     * insets to the content view and lays it out over the whole screen (edge to edge), as from
     * API 35; below, the legacy window gets the same insets when it reaches under the bars.
     */
    private static void show(Activity a, String name, int w, int h, Insets status, Insets nav, DisplayCutout cutout) {
        Natives.calls.clear();
        View content = a.contentView();
        content.dispatchApplyWindowInsets(new WindowInsets(status, nav, Insets.NONE, cutout));
        content.layout(0, 0, w, h);
        SurfaceView surface = findSurface(content);
        int[] at = new int[2];
        surface.getLocationOnScreen(at);
        Rect got = new Rect(at[0], at[1], at[0] + surface.getWidth(), at[1] + surface.getHeight());
        // what no tappable area may cover: each bar's strip, each of the cutout's rectangles
        List<Rect> unsafe = new ArrayList<>(Arrays.asList(
            new Rect(0, 0, w, Math.max(status.top, nav.top)),
            new Rect(0, h - Math.max(status.bottom, nav.bottom), w, h),
            new Rect(0, 0, Math.max(status.left, nav.left), h),
            new Rect(w - Math.max(status.right, nav.right), 0, w, h)));
        Insets cut = Insets.NONE;
        if (cutout != null) {
            unsafe.addAll(cutout.getBoundingRects());
            cut = Insets.of(cutout.getSafeInsetLeft(), cutout.getSafeInsetTop(), cutout.getSafeInsetRight(), cutout.getSafeInsetBottom());
        }
        Insets m = Insets.max(Insets.max(status, nav), cut);
        Rect safe = new Rect(m.left, m.top, w - m.right, h - m.bottom);
        System.err.println("[shell] " + name + ": " + w + "x" + h + ", the surface at " + got + ", safe area " + safe);
        boolean clear = true;
        for (Rect r : unsafe) {
            if (!r.isEmpty() && r.overlaps(got)) {
                System.err.println("[shell]   the surface covers " + r);
                clear = false;
            }
        }
        check(clear && safe.contains(got), name + ": no part of the game's surface under a bar or the cutout");
        check(got.equals(safe), name + ": the surface fills the safe area (nothing lost beside it)");
        String told = "surfaceOnSurfaceChanged " + got.width() + " " + got.height();
        check(Natives.calls.contains(told), name + ": the game was given " + got.width() + "x" + got.height() + " (" + Natives.calls + ")");
    }

    private static SurfaceView findSurface(View v) {
        if (v instanceof SurfaceView) {
            return (SurfaceView) v;
        }
        if (v instanceof ViewGroup) {
            for (int i = 0; i < ((ViewGroup) v).getChildCount(); i++) {
                SurfaceView s = findSurface(((ViewGroup) v).getChildAt(i));
                if (s != null) {
                    return s;
                }
            }
        }
        return null;
    }

    /**
     * A back gesture (or the Back button) on a device at `api`, routed as Android routes it:
     * with callbacks enabled, to the top registered OnBackInvokedCallback, or else to the
     * system (which sends the task to the background: the game never sees it); without, as
     * KEYCODE_BACK down and up to the focused view, and to onBackPressed if it takes neither.
     */
    private static void back(int api) throws Exception {
        Activity a = start(api);
        WindowOnBackInvokedDispatcher d = a.backDispatcher();
        Natives.calls.clear();
        String path;
        if (WindowOnBackInvokedDispatcher.callbacksEnabled()) {
            if (d != null && !d.callbacks.isEmpty()) {
                path = "the OnBackInvokedCallback (priority " + d.priorities.get(d.priorities.size() - 1) + ")";
                d.callbacks.get(d.callbacks.size() - 1).onBackInvoked();
            } else {
                path = "the system (no callback registered)";
                a.moveTaskToBack(true);
            }
        } else {
            path = "KEYCODE_BACK to the focused view";
            View target = View.focused;
            boolean down = target != null && target.dispatchKeyEvent(new KeyEvent(KeyEvent.ACTION_DOWN, KeyEvent.KEYCODE_BACK));
            boolean up = target != null && target.dispatchKeyEvent(new KeyEvent(KeyEvent.ACTION_UP, KeyEvent.KEYCODE_BACK));
            if (!down || !up) {
                a.onBackPressed();
            }
        }
        String name = "API " + api + " Back through " + path;
        check(Natives.calls.equals(Arrays.asList("surfaceOnKeyDown 4", "surfaceOnKeyUp 4")),
            name + ": the game got one Back key down and up (" + Natives.calls + ")");
        check(!a.finished && !a.movedToBack, name + ": the activity stays (the game decides)");
        if (WindowOnBackInvokedDispatcher.callbacksEnabled()) {
            check(d != null && d.priorities.equals(Arrays.asList(0)), name + ": one callback registered, at PRIORITY_DEFAULT");
        } else if (api >= 33) {
            check(Log.warnings.stream().anyMatch(s -> s.contains("not enabled")), name + ": the registration was tried (Android ignores it without the opt-in)");
        } else {
            check(d == null && Log.warnings.isEmpty(), name + ": no dispatcher asked for below API 33, nothing logged");
        }
    }
}
