package android.view;

import android.content.Context;
import java.util.ArrayList;
import java.util.List;

public abstract class ViewGroup extends View implements ViewParent {
    private final List<View> children = new ArrayList<>();

    public ViewGroup(Context context) {
        super(context);
    }

    public void addView(View child) {
        children.add(child);
        child.parent = this;
    }

    public int getChildCount() {
        return children.size();
    }

    public View getChildAt(int i) {
        return children.get(i);
    }

    /** Up to the window, which hands the event to the accessibility manager. */
    public boolean requestSendAccessibilityEvent(View child, android.view.accessibility.AccessibilityEvent event) {
        ViewParent up = getParent();
        if (up != null) {
            return up.requestSendAccessibilityEvent(this, event);
        }
        android.view.accessibility.AccessibilityManager.instance.sendAccessibilityEvent(event);
        return true;
    }

    /** As Android's: the group's own listener first, then each child, unless consumed. */
    @Override
    public WindowInsets dispatchApplyWindowInsets(WindowInsets insets) {
        WindowInsets out = super.dispatchApplyWindowInsets(insets);
        if (!out.isConsumed()) {
            for (View c : children) {
                c.dispatchApplyWindowInsets(out);
            }
        }
        return out;
    }
}
