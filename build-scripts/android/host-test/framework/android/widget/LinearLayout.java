package android.widget;

import android.content.Context;
import android.view.View;
import android.view.ViewGroup;

/**
 * The one child fills the space inside the padding: what Android's LinearLayout does with the
 * game's SurfaceView, added with the default (wrap_content) parameters, since SurfaceView
 * measures to the whole of an AT_MOST measure spec (it asks no size of its own).
 */
public class LinearLayout extends ViewGroup {
    public LinearLayout(Context context) {
        super(context);
    }

    @Override
    protected void onLayout(boolean changed, int l, int t, int r, int b) {
        for (int i = 0; i < getChildCount(); i++) {
            View c = getChildAt(i);
            c.layout(getPaddingLeft(), getPaddingTop(), r - l - getPaddingRight(), b - t - getPaddingBottom());
        }
    }
}
