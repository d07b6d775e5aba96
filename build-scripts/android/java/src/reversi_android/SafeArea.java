package reversi_android;

import android.os.Build;
import android.view.DisplayCutout;
import android.view.View;
import android.view.WindowInsets;

/**
 * The game's surface below API 30: padded so that no part of it (button, score, square) lies
 * under a system bar or a display cutout. API 30+ is miniquad's ResizingLayout code, which
 * build-android.sh widens from the system bars to the bars and the cutout.
 *
 * Below API 30 the bars come as the system window insets (API 20). The cutout (API 28-29) is
 * not always among them: WindowInsets.getDisplayCutout() gives its safe insets apart, so each
 * side takes the larger of the two (never their sum: where the bar already covers the cutout,
 * the sum would waste the bar's height twice).
 */
public final class SafeArea {
    private SafeArea() {}

    /** Pads v by the unsafe margins of insets (API 21-29); returns insets, not consumed. */
    public static WindowInsets padBelowApi30(View v, WindowInsets insets) {
        int left = insets.getSystemWindowInsetLeft();
        int top = insets.getSystemWindowInsetTop();
        int right = insets.getSystemWindowInsetRight();
        int bottom = insets.getSystemWindowInsetBottom();
        if (Build.VERSION.SDK_INT >= 28) {
            DisplayCutout cutout = insets.getDisplayCutout();
            if (cutout != null) {
                left = Math.max(left, cutout.getSafeInsetLeft());
                top = Math.max(top, cutout.getSafeInsetTop());
                right = Math.max(right, cutout.getSafeInsetRight());
                bottom = Math.max(bottom, cutout.getSafeInsetBottom());
            }
        }
        v.setPadding(left, top, right, bottom);
        return insets;
    }
}
