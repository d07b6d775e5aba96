package android.view;

import android.graphics.Insets;
import android.os.ApiCheck;

/**
 * What the system reports to the app's views. Like Android's: getInsets(mask) on API 30+ is
 * the largest inset of the masked types on each side; the legacy system window insets (API
 * 20+) are the bars' and the keyboard's, without the cutout; getDisplayCutout() on API 28+.
 */
public final class WindowInsets {
    private final Insets status, navigation, ime;
    private final DisplayCutout cutout;

    /** Not Android API: the test's fake system builds the insets it dispatches. */
    public WindowInsets(Insets statusBars, Insets navigationBars, Insets ime, DisplayCutout cutout) {
        this.status = statusBars;
        this.navigation = navigationBars;
        this.ime = ime;
        this.cutout = cutout;
    }

    public Insets getInsets(int typeMask) {
        ApiCheck.require(30, "WindowInsets.getInsets");
        Insets out = Insets.NONE;
        if ((typeMask & Type.STATUS_BARS) != 0) {
            out = Insets.max(out, status);
        }
        if ((typeMask & Type.NAVIGATION_BARS) != 0) {
            out = Insets.max(out, navigation);
        }
        if ((typeMask & Type.IME) != 0) {
            out = Insets.max(out, ime);
        }
        if ((typeMask & Type.DISPLAY_CUTOUT) != 0 && cutout != null) {
            out = Insets.max(out, Insets.of(cutout.getSafeInsetLeft(), cutout.getSafeInsetTop(),
                cutout.getSafeInsetRight(), cutout.getSafeInsetBottom()));
        }
        return out;
    }

    private Insets systemWindow() {
        return Insets.max(Insets.max(status, navigation), ime);
    }

    public int getSystemWindowInsetLeft() {
        return systemWindow().left;
    }

    public int getSystemWindowInsetTop() {
        return systemWindow().top;
    }

    public int getSystemWindowInsetRight() {
        return systemWindow().right;
    }

    public int getSystemWindowInsetBottom() {
        return systemWindow().bottom;
    }

    public DisplayCutout getDisplayCutout() {
        ApiCheck.require(28, "WindowInsets.getDisplayCutout");
        return cutout;
    }

    public boolean isConsumed() {
        return false;
    }

    public static final class Type {
        static final int STATUS_BARS = 1, NAVIGATION_BARS = 2, CAPTION_BAR = 4, IME = 8, DISPLAY_CUTOUT = 128;

        private Type() {}

        public static int statusBars() {
            ApiCheck.require(30, "WindowInsets.Type.statusBars");
            return STATUS_BARS;
        }

        public static int navigationBars() {
            ApiCheck.require(30, "WindowInsets.Type.navigationBars");
            return NAVIGATION_BARS;
        }

        public static int ime() {
            ApiCheck.require(30, "WindowInsets.Type.ime");
            return IME;
        }

        public static int systemBars() {
            ApiCheck.require(30, "WindowInsets.Type.systemBars");
            return STATUS_BARS | NAVIGATION_BARS | CAPTION_BAR;
        }

        public static int displayCutout() {
            ApiCheck.require(30, "WindowInsets.Type.displayCutout");
            return DISPLAY_CUTOUT;
        }
    }
}
