package android.view;

import android.graphics.Insets;
import android.graphics.Rect;
import android.os.ApiCheck;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public final class DisplayCutout {
    private final Insets safe;
    private final List<Rect> bounds;

    /** The safe insets, and the cutout's rectangles on the screen (API 29's constructor, roughly). */
    public DisplayCutout(Insets safeInsets, Rect... boundingRects) {
        safe = safeInsets;
        bounds = new ArrayList<>(Arrays.asList(boundingRects));
    }

    public int getSafeInsetLeft() {
        ApiCheck.require(28, "DisplayCutout.getSafeInsetLeft");
        return safe.left;
    }

    public int getSafeInsetTop() {
        ApiCheck.require(28, "DisplayCutout.getSafeInsetTop");
        return safe.top;
    }

    public int getSafeInsetRight() {
        ApiCheck.require(28, "DisplayCutout.getSafeInsetRight");
        return safe.right;
    }

    public int getSafeInsetBottom() {
        ApiCheck.require(28, "DisplayCutout.getSafeInsetBottom");
        return safe.bottom;
    }

    public List<Rect> getBoundingRects() {
        ApiCheck.require(28, "DisplayCutout.getBoundingRects");
        return bounds;
    }
}
